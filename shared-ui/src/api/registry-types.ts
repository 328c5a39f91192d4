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
