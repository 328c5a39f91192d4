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

/** An account as the admins' Members & roles page lists it (GET /api/admin/users). */
export interface AccountSummary {
  _id: string;
  username: string;
  name: MemberName;
  positions: Position[];
  isAdmin: boolean;
  isActive: boolean;
  /** ISO date-time, or null when the account never logged in. */
  lastLoginAt: string | null;
}

/** PATCH /api/admin/users/{id}: at least one of the two. */
export interface AccountUpdate {
  isAdmin?: boolean;
  isActive?: boolean;
}

/** A one-time password reset link: absolute, valid until `expiresAt` (ISO), shown to the admin once. */
export interface ResetLink {
  url: string;
  expiresAt: string;
}

/** What an audit entry records, `<kind>.<verb>`; `config/audit.ts` gives each its label and target kind. */
export type AuditAction =
  | 'resource.created'
  | 'resource.updated'
  | 'resource.deleted'
  | 'attachment.uploaded'
  | 'attachment.deleted'
  | 'timeline.created'
  | 'timeline.updated'
  | 'timeline.deleted'
  | 'highlight.created'
  | 'highlight.updated'
  | 'highlight.deleted'
  | 'profile.updated'
  | 'password.changed'
  | 'password.reset'
  | 'feed-link.replaced'
  | 'user.signed-up'
  | 'user.admin-granted'
  | 'user.admin-revoked'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'reset-link.created'
  | 'team.updated'
  | 'signup-token.rotated'
  | 'remote.deployed'
  | 'remote.activated'
  | 'remote.rolled-back'
  | 'remote.rolled-out'
  | 'remote.previewed'
  | 'deploy-token.created'
  | 'deploy-token.revoked';

/** The kind of thing an audit entry's action was done to. */
export type AuditTarget = 'resource' | 'attachment' | 'timeline-entry' | 'highlight' | 'user' | 'signup-token' | 'remote' | 'deploy-token';

/** One change in the audit trail (GET /api/admin/audit). */
export interface AuditEntry {
  _id: string;
  /** ISO date-time. */
  at: string;
  /** The acting account's username at the time; null when no account acted. */
  actor: string | null;
  action: AuditAction;
  target: AuditTarget;
  targetId: string | null;
  /** One sentence a person reads. */
  summary: string;
  /** Names of the fields that changed, never the values of secrets. */
  fields: string[];
}

/** The filters and page of GET /api/admin/audit; dates are `YYYY-MM-DD` (whole UTC days) or ISO date-times. */
export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  /** From 1. */
  page?: number;
  /** 1 to 500; the API's default is 50. */
  pageSize?: number;
}

/** One page of the audit trail, newest first; `total` counts every entry the filters match. */
export interface AuditPage {
  data: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

// The remote registry's replies (GET /api/remotes and the deploy tokens).
export type * from './registry-types.js';
