import { REMOTE_PACKAGES } from '../config.js';
import { BUILT_VERSION } from './repository/versions.js';
import { visitorVersion, type Preview, type Rollout, type Visitor } from '../remotes/visitor-versions.js';

/** A remote's active version and the URL pages load it from. */
export interface ActiveVersion {
  version: number;
  url: string;
}

/** The version a visitor gets, and why when it is not the active one. */
export type VisitorsVersion = ActiveVersion & { why?: 'preview' | 'rollout' };

export const federationNameOf = (pkg: string) => pkg.replace(/-/g, '_');
export const packageOf = (remote: string) => remote.replace(/_/g, '-');
/** The remote a URL of this site loads: /remotes/mfe-<name>/3/mf-manifest.json → mfe_<name>. */
export const remoteOfUrl = (url: string) => federationNameOf(/^\/remotes\/([a-z0-9-]+)\//.exec(url)?.[1] ?? '');

/** Where a stored bundle's files are served: /remotes/mfe-<name>/3/. */
export const versionFolderUrl = (pkg: string, version: number) => `/remotes/${pkg}/${version}/`;

export interface DirectoryOptions {
  /** Federation name → the URL of version 1 (the site's build folder), or the one REMOTE_<NAME>_URL sets. */
  base: Record<string, string>;
  /** Federation names whose URL an environment variable sets: it wins over any activation. */
  overrides: readonly string[];
  /** Reads every remote's active version from the database (remotes never activated are absent). */
  readActive: () => Promise<Map<string, ActiveVersion>>;
  /** Every remote's rollout, by federation name. */
  readRollouts?: () => Promise<Map<string, Rollout>>;
  /** Every live preview link, by the SHA-256 of its token. */
  readPreviews?: () => Promise<Map<string, Preview>>;
  /** The URL of a stored version: its mf-manifest.json in its folder. */
  versionUrl?: (remote: string, version: number) => string;
}

/**
 * Which version of each remote pages load now, and from where: what REMOTE_<NAME>_URL sets, else
 * the version activated in the registry, else version 1, the site's own build. Held in memory so a
 * page never waits on the database for it; read again whenever the registry changes, on this
 * instance and (through the registry's confirmed change on the instances' channel) on every other one.
 */
export class RemoteDirectory {
  private active = new Map<string, ActiveVersion>();
  private rollouts = new Map<string, Rollout>();
  private previews = new Map<string, Preview>();
  private readonly changed: Array<() => Promise<void>> = [];

  constructor(private readonly options: DirectoryOptions) {}

  /** Reads the active versions again, then lets those who depend on them catch up. */
  async reload(): Promise<void> {
    this.active = await this.options.readActive();
    this.rollouts = (await this.options.readRollouts?.()) ?? new Map();
    this.previews = (await this.options.readPreviews?.()) ?? new Map();
    await Promise.all(this.changed.map((listener) => listener()));
  }

  /** Called after every reload: what must follow a new version before the next page is answered. */
  onChange(listener: () => Promise<void>): void {
    this.changed.push(listener);
  }

  isOverridden(remote: string): boolean {
    return this.options.overrides.includes(remote);
  }

  /**
   * The remote's active version in the registry (1: the site's build) and the URL pages load it
   * from (the environment's, where one is set); undefined for a remote this site does not serve.
   */
  current(remote: string): ActiveVersion | undefined {
    const base = this.options.base[remote];
    const active = this.active.get(remote);
    const url = this.isOverridden(remote) ? base : (active?.url ?? base);
    return url ? { version: active?.version ?? BUILT_VERSION, url } : undefined;
  }

  /**
   * The version a visitor's pages load: the one its preview link shows, else a rollout's for the
   * visitors in its share, else the active one. An environment variable's URL wins over all.
   */
  forVisitor(remote: string, visitor: Visitor): VisitorsVersion | undefined {
    const current = this.current(remote);
    if (!current || this.isOverridden(remote) || !this.options.versionUrl) return current;
    const chosen = visitorVersion(remote, visitor, this.rollouts.get(remote), this.preview(visitor));
    return chosen ? { version: chosen.version, url: this.options.versionUrl(remote, chosen.version), why: chosen.why } : current;
  }

  /** The preview the visitor's browser holds, while its link is live. */
  preview(visitor: Visitor, now = Date.now()): Preview | undefined {
    const preview = visitor.previewHash ? this.previews.get(visitor.previewHash) : undefined;
    return preview && now < preview.expiresAt && !this.isOverridden(preview.remote) ? preview : undefined;
  }

  /** Whether any remote is in a rollout now: only then do pages give visitors the id that keeps them on one side. */
  hasRollouts(): boolean {
    return [...this.rollouts.keys()].some((remote) => !this.isOverridden(remote));
  }

  /**
   * The deployed versions of the package (mfe-<name>) whose files the site serves now: the one
   * pages load, a rollout's, and those preview links show. Any other stored version is nobody's
   * page and is not served, so a team cannot publish files on the site's origin by deploying
   * without activating. Version 1, the build folder, is served apart.
   */
  liveVersions(pkg: string, now = Date.now()): ReadonlySet<number> {
    const remote = federationNameOf(pkg);
    if (this.isOverridden(remote)) return new Set();
    const active = this.active.get(remote);
    const rollout = this.rollouts.get(remote);
    const previewed = [...this.previews.values()].filter((preview) => preview.remote === remote && now < preview.expiresAt).map((preview) => preview.version);
    return new Set([...(active ? [active.version] : []), ...(rollout ? [rollout.version] : []), ...previewed]);
  }

  /** Every URL a page may load a remote from now, whoever the visitor: the active versions', rollouts' and previews'. */
  liveUrls(): string[] {
    const urls = new Set(Object.values(this.urls()));
    if (this.options.versionUrl) {
      for (const [remote, rollout] of this.rollouts) if (!this.isOverridden(remote)) urls.add(this.options.versionUrl(remote, rollout.version));
      for (const preview of this.previews.values()) if (!this.isOverridden(preview.remote)) urls.add(this.options.versionUrl(preview.remote, preview.version));
    }
    return [...urls];
  }

  /** Federation name → URL, for the runtime config and everything the server reads of the remotes: a visitor's, or the active ones. */
  urls(visitor: Visitor = {}): Record<string, string> {
    return Object.fromEntries(REMOTE_PACKAGES.map(federationNameOf).flatMap((remote) => {
      const current = this.forVisitor(remote, visitor);
      return current ? [[remote, current.url]] : [];
    }));
  }

  /** Federation name → the version a visitor gets, for the shell's load-error reports; none for a remote an environment variable sets. */
  versions(visitor: Visitor = {}): Record<string, number> {
    return Object.fromEntries(REMOTE_PACKAGES.map(federationNameOf).flatMap((remote) => {
      const current = this.forVisitor(remote, visitor);
      return current && !this.isOverridden(remote) ? [[remote, current.version]] : [];
    }));
  }
}
