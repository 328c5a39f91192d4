// The API's request and reply shapes, as the client sees them. This file imports nothing, so the
// API's own tests can check its schemas against it.

export interface Position {
  position: string;
  project: string;
}

export interface MemberName {
  firstname: string;
  lastname: string;
}

export interface Member {
  _id: string;
  username: string;
  name: MemberName;
  /** Present for logged-in callers only. */
  email?: string;
  blurb: string;
  isAlumni: boolean;
  /** URL of the profile picture, or null. */
  profilePic: string | null;
  positions: Position[];
}

export interface Profile extends Member {
  email: string;
  permissions: string[];
}

export interface AuthData {
  username: string;
  permissions: string[];
}

export interface SignupBody {
  firstname: string;
  lastname: string;
  email: string;
  project: string;
  position: string;
  username: string;
  password: string;
  token: string;
  tokenKey: string;
}

export interface Snapshot {
  _id: string;
  author: string;
  title: string;
  project: string;
  /** ISO date-time. */
  date: string;
  descriptions: string[];
  hyperlinks: string[];
  contributors: string[];
  categories: string[];
  updatedTime: string;
}

export interface SnapshotBody {
  author?: string;
  title: string;
  project: string;
  categories: string[];
  descriptions: string[];
  hyperlinks: string[];
  contributors: string[];
  date: string;
}

export interface SnapshotFilters {
  author: string[];
  project: string[];
  categories: string[];
}

export interface ResourceCategory {
  main: string;
  sub: string;
}

export interface Resource {
  _id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  author: string;
  createdAt: string;
  resource_link: string;
}

export interface ResourceBody {
  title: string;
  description?: string;
  category: ResourceCategory;
  author: string;
  resource_link: string;
}

export interface ResourceFilterValues {
  date: string[];
  category: string[];
}

export interface Highlight {
  _id: string;
  title: string;
  project: string;
  date: string;
  description: string;
  image: string | null;
  author: string;
  highlights: { paragraph1: string; paragraph2: string; paragraph3: string; paragraph4: string };
  updatedAt: string;
}

/** A file attached to a resource; `url` downloads it (members only). */
export interface ResourceAttachment {
  _id: string;
  resourceId: string;
  fileName: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  createdAt: string;
  url: string;
}

/** A member's personal calendar feed of the timeline: `url` is absolute, with its token. */
export interface FeedToken {
  url: string;
  createdAt: string;
}

export interface SignupTokenInfo {
  tokenKey: string;
  position: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface TeamUpdateBody extends Member {
  positions: Position[];
  isAlumni: boolean;
}
