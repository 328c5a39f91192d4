import { REMOTE_PACKAGES } from '../config.js';
import { BUILT_VERSION } from '../repositories/remote-versions.js';

/** A remote's active version and the URL pages load it from. */
export interface ActiveVersion {
  version: number;
  url: string;
}

export const federationNameOf = (pkg: string) => pkg.replace(/-/g, '_');

/** Where a stored bundle's files are served: /remotes/mfe-timeline/3/. */
export const versionFolderUrl = (pkg: string, version: number) => `/remotes/${pkg}/${version}/`;

export interface DirectoryOptions {
  /** Federation name → the URL of version 1 (the site's build folder), or the one REMOTE_<NAME>_URL sets. */
  base: Record<string, string>;
  /** Federation names whose URL an environment variable sets: it wins over any activation. */
  overrides: readonly string[];
  /** Reads every remote's active version from the database (remotes never activated are absent). */
  readActive: () => Promise<Map<string, ActiveVersion>>;
  /** Every remote's version its newest activation replaced, and until when its files are still served. */
  readRetiring?: () => Promise<Map<string, { version: number; until: number }>>;
}

/**
 * Which version of each remote pages load now, and from where: what REMOTE_<NAME>_URL sets, else
 * the version activated in the registry, else version 1, the site's own build. Held in memory so a
 * page never waits on the database for it; read again whenever the registry changes, on this
 * instance and (through the response cache's confirmed broadcast) on every other one.
 */
export class RemoteDirectory {
  private active = new Map<string, ActiveVersion>();
  private retiring = new Map<string, { version: number; until: number }>();
  private readonly changed: Array<() => Promise<void>> = [];

  constructor(private readonly options: DirectoryOptions) {}

  /** Reads the active versions again, then lets those who depend on them catch up. */
  async reload(): Promise<void> {
    this.active = await this.options.readActive();
    this.retiring = (await this.options.readRetiring?.()) ?? new Map();
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
   * The deployed versions of the package (mfe-timeline) whose files the site serves now: the one
   * pages load, and for an hour the one it replaced, whose pages visitors may still have open. Any other stored version is nobody's page and is not served, so a team cannot
   * publish files on the site's origin by deploying without activating. Version 1, the build
   * folder, is served apart.
   */
  liveVersions(pkg: string, now = Date.now()): ReadonlySet<number> {
    const remote = federationNameOf(pkg);
    if (this.isOverridden(remote)) return new Set();
    const active = this.active.get(remote);
    const retiring = this.retiring.get(remote);
    return new Set([...(active ? [active.version] : []), ...(retiring && now < retiring.until ? [retiring.version] : [])]);
  }

  /** Federation name → URL, for the runtime config and everything the server reads of the remotes. */
  urls(): Record<string, string> {
    return Object.fromEntries(REMOTE_PACKAGES.map(federationNameOf).flatMap((remote) => {
      const current = this.current(remote);
      return current ? [[remote, current.url]] : [];
    }));
  }

  /** Federation name → active version, for the shell's load-error reports; none for a remote an environment variable sets. */
  versions(): Record<string, number> {
    return Object.fromEntries(REMOTE_PACKAGES.map(federationNameOf).flatMap((remote) => {
      const current = this.current(remote);
      return current && !this.isOverridden(remote) ? [[remote, current.version]] : [];
    }));
  }
}
