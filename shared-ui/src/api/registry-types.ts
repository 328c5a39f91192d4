/** The remote registry's replies, for the admins' Remotes page (issue 22's contract). */

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
  /** What the deploy command said of the build's source; null when it said nothing. Optional: older servers leave it out. */
  git?: RemoteGit | null;
  /** What visitors' pages did with it lately. Optional: older servers leave it out. */
  health?: RemoteHealth | null;
}

/** The git facts of a version's build, as the deploy command read them. */
export interface RemoteGit {
  commit: string | null;
  branch: string | null;
  author: string | null;
  /** The build had uncommitted changes. */
  dirty: boolean | null;
}

/** How a version fared in visitors' browsers and on the server. */
export interface RemoteHealth {
  pageLoads: number;
  loadFailures: number;
  renderErrors: number;
  serverFallbacks: number;
  /** Failures per page load, 0 to 1; 0 before any page load. */
  failureRate: number;
  /** The most frequent reasons the server fell back to the browser drawing a page. */
  reasons: { reason: string; count: number }[];
}

/** A gradual rollout: this share of visitors gets `version`, the rest the active version. */
export interface RemoteRollout {
  version: number;
  percent: number;
  startedBy?: string | null;
  startedAt?: string;
}

/** An upload the registry refused, with every problem it found. */
export interface RemoteRefusal {
  at: string;
  by: string;
  problems: string[];
}

/** The registry going back by itself from a version that failed visitors. */
export interface AutomaticRollback {
  at: string;
  /** The version it left. */
  from: number | null;
  /** The version pages load since. */
  to: number;
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
  /** The rollout under way, null for none. Optional: older servers leave this and the next two out. */
  rollout?: RemoteRollout | null;
  /** Uploads refused lately, newest first. */
  refusals?: RemoteRefusal[];
  /** Automatic rollbacks, newest first. */
  automaticRollbacks?: AutomaticRollback[];
}

/** POST /api/remotes/{name}/rollout: the share of visitors who get the version now (100: it is active). */
export interface RemoteRolloutState {
  version: number;
  percent: number;
  active: boolean;
}

/** POST /api/remotes/{name}/activate and /rollback: the version pages load from now on. */
export interface RemoteActivation {
  version: number;
  active: true;
}

/** A token that deploys versions of one remote, without its secret. */
export interface DeployToken {
  id: string;
  /** The team's name for it, shown wherever it acted; '' when none. */
  label: string;
  /** It may also roll out and activate versions, not only upload, preview, roll back and read the status. */
  mayActivate: boolean;
  createdAt: string;
  /** The creating admin's username; null when not known. */
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** POST /api/remotes/{name}/deploy-tokens: the new token's team, and whether it may bring versions to visitors. */
export interface NewDeployTokenBody {
  /** The team, 1 to 60 characters, shown wherever the token acted. */
  label: string;
  /** It may also roll out and activate versions; otherwise an admin approves each version it uploads. */
  mayActivate: boolean;
}

/** A new deploy token: its secret (starting "lpd_") is in this reply only. */
export interface NewDeployToken {
  id: string;
  token: string;
  createdAt: string;
}

/** POST /api/remotes/{name}/versions/{version}/preview: a link that shows that version to whoever opens it, until it expires. */
export interface RemotePreview {
  url: string;
  expiresAt: string;
}

/** A menu entry as a visitor meets it: in which menu, what it says, where it goes. */
export interface RemoteMenuLink {
  menu: string;
  label: string;
  to: string;
}

export interface RemotePageHead {
  title: string;
  description?: string;
  image?: string;
}

/** Before (the active version) and after; null where that version's files could not be read. */
export interface BeforeAfter {
  before: number | null;
  after: number | null;
}

/** GET /api/remotes/{name}/versions/{version}/diff: what a version changes against the active one. */
export interface RemoteDiff {
  /** The active version it is compared with. */
  against: number;
  version: number;
  routes: { added: string[]; removed: string[] };
  menus: { added: RemoteMenuLink[]; removed: RemoteMenuLink[] };
  heads: { changed: { path: string; before: RemotePageHead | null; after: RemotePageHead | null }[] };
  shared: {
    added: { name: string; version: string }[];
    removed: { name: string; version: string }[];
    changed: { name: string; before: string; after: string }[];
  };
  /** Bytes of JS a first page load downloads. */
  firstLoadBytes: BeforeAfter;
  files: BeforeAfter;
  /** What could not be read, so what depends on it is left out. */
  notes: string[];
}
