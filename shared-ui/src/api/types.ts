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

/** One version of a remote (GET /api/remotes). Version 1 is the site's own build; deployed ones are 2, 3, ... */
export interface RemoteVersion {
  version: number;
  /** ISO date-time; null when not recorded. */
  createdAt: string | null;
  /** The site's build folder, an uploaded archive, or a manifest hosted elsewhere. */
  source: 'build' | 'bundle' | 'url';
  /** Bytes of the uploaded archive; null for the other sources. */
  size: number | null;
  /** The hosted mf-manifest.json of a 'url' version. */
  manifestUrl: string | null;
  /** Who added it, as a person reads it: 'admin alice' or 'deploy token 1a2b3c4d'. */
  by: string | null;
  active: boolean;
}

/** The failures visitors' browsers reported for one version of a remote in the last 24 hours. */
export interface RemoteFailure {
  version: number;
  count: number;
  /** ISO date-time of the latest report. */
  lastAt: string;
  lastKind: 'load' | 'render';
  lastMessage: string;
}

/** A remote as the registry has it (GET /api/remotes, admins only). */
export interface RemoteStatus {
  /** The package name, as the registry's paths use it: 'mfe-timeline'. */
  name: string;
  /** The name in the runtime config: the package name with '_' (mfe_timeline). */
  federationName: string;
  activeVersion: number;
  /** What pages load now. */
  url: string;
  /** REMOTE_<NAME>_URL is set on the server: it wins over the active version. */
  overridden: boolean;
  /** Newest first. */
  versions: RemoteVersion[];
  failures: RemoteFailure[];
}

/** POST /api/remotes/{name}/activate and /rollback: the version pages load from now on. */
export interface RemoteActivation {
  version: number;
  active: true;
}

/** A token that deploys versions of one remote, without its secret. */
export interface DeployToken {
  id: string;
  createdAt: string;
  /** The creating admin's username; null when not known. */
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A new deploy token: its secret (starting "lpd_") is in this reply only. */
export interface NewDeployToken {
  id: string;
  token: string;
  createdAt: string;
}
