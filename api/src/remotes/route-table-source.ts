import type { FastifyBaseLogger } from 'fastify';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { withoutConflicts } from 'shared-ui/route-table';
import { checkRouteManifest } from '../registry/manifests/route-manifest-check.js';

/** Where pages load a remote from, and its own build from, should that one's route manifest be unreadable. */
export interface ManifestSource {
  /** Federation name: mfe_<name> (its package mfe-<name>). */
  remote: string;
  /** Its entry or mf-manifest.json: its route manifest is beside it, or the file the mf-manifest.json names. */
  url: string;
  /** The remote's build in this site's folder: what its paths were, when `url`'s manifest fails before it was ever read. */
  fallbackUrl?: string;
  /** A deployed version's, stored on the site: it never changes, so once read soundly it is not read again. */
  stored?: boolean;
}

/** Reads the route manifest's text of a remote by where it loads from (a site path or an absolute URL); throws with a sentence when it cannot. */
export type ReadText = (url: string) => Promise<string>;

export interface RouteTable {
  /** Every remote's last sound manifest, in the sources' order, without the paths another remote drew first. */
  manifests: RouteManifest[];
  /** Remotes whose manifest cannot be read or is refused now: their pages show their area's error. */
  unavailable: string[];
}

/** How long a manifest is used before it is read again: a rebuilt or moved (REMOTE_<NAME>_URL) remote's pages follow this soon. */
export const ROUTE_MANIFEST_TTL_MS = 10_000;

interface Entry {
  /** The URL this entry reads: a remote moved to another (a new version) starts a new entry. */
  url: string;
  good?: RouteManifest;
  problem?: string;
  readAt: number;
  reading?: Promise<void>;
}

/**
 * The remotes' route manifests, read at start, whenever a remote moves to another version, and
 * again in the background once older than the TTL (but a stored version's), so a page never waits
 * for one. A manifest that cannot be read or is refused keeps its remote's last sound one (or its
 * local build's) routing its pages, marks the remote unavailable, and is logged once, with why,
 * until it changes; two remotes claiming one path are logged once too, the path staying with the
 * remote that drew it before (at start, the earlier remote).
 */
export class RouteTableSource {
  private readonly entries = new Map<string, Entry>();
  private table: RouteTable = { manifests: [], unavailable: [] };
  private loggedConflicts = '';
  /** Whether the first load is done: until then, the manifests arrive in no meaningful order, and the remotes' order settles a path. */
  private started = false;

  constructor(
    private readonly sources: () => ManifestSource[],
    private readonly read: ReadText,
    private readonly log: FastifyBaseLogger,
    private readonly options: { ttlMs?: number; now?: () => number } = {},
  ) {}

  private get now() {
    return (this.options.now ?? Date.now)();
  }

  /** Reads every manifest now: at start, so the first pages have them. */
  async load(): Promise<void> {
    await Promise.all(this.sources().map((source) => this.refresh(source)));
    this.started = true;
  }

  /** The table as last read, reading stale manifests again in the background. */
  current(): RouteTable {
    const ttl = this.options.ttlMs ?? ROUTE_MANIFEST_TTL_MS;
    for (const source of this.sources()) {
      const entry = this.entries.get(source.remote);
      const kept = source.stored && entry?.problem === undefined;
      if (!entry || entry.url !== source.url || (!kept && this.now - entry.readAt >= ttl)) void this.refresh(source);
    }
    return this.table;
  }

  private refresh(source: ManifestSource): Promise<void> {
    const known = this.entries.get(source.remote);
    // A new URL is read afresh; the remote's last sound manifest draws its pages meanwhile.
    const entry = known && known.url === source.url ? known : { url: source.url, readAt: -Infinity, ...(known?.good ? { good: known.good } : {}) };
    this.entries.set(source.remote, entry);
    entry.reading ??= this.readOne(source, entry).finally(() => {
      entry.readAt = this.now;
      entry.reading = undefined;
      this.rebuild();
    });
    return entry.reading;
  }

  private async readOne(source: ManifestSource, entry: Entry): Promise<void> {
    const problem = await this.problemOf(source.url, source.remote, entry);
    if (!problem) {
      if (entry.problem) this.log.info({ remote: source.remote, url: source.url }, 'remote route manifest readable again');
      entry.problem = undefined;
      return;
    }
    if (problem !== entry.problem) this.log.error({ remote: source.remote, url: source.url, problem }, 'remote route manifest refused: its pages show its error');
    entry.problem = problem;
    if (!entry.good && source.fallbackUrl) await this.problemOf(source.fallbackUrl, source.remote, entry);
  }

  /** Reads one manifest into `entry.good`; the reason it could not, or undefined. */
  private async problemOf(url: string, remote: string, entry: Entry): Promise<string | undefined> {
    let text: string;
    try {
      text = await this.read(url);
    } catch (error) {
      return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    }
    const reading = checkRouteManifest(text, remote);
    if ('problems' in reading) return `is not a valid route manifest: ${reading.problems.join(' ')}`;
    entry.good = reading.manifest;
    return undefined;
  }

  private rebuild() {
    const order = this.sources();
    const good = order.flatMap((source) => {
      const manifest = this.entries.get(source.remote)?.good;
      return manifest ? [manifest] : [];
    });
    // A path stays with the remote that drew it: what it is and what it was, not the remotes' order, settles it.
    const { manifests, conflicts } = withoutConflicts(good, this.started ? this.table.manifests : []);
    const unavailable = order.filter((source) => this.entries.get(source.remote)?.problem !== undefined).map((source) => source.remote);
    this.table = { manifests, unavailable };
    const described = JSON.stringify(conflicts);
    if (described !== this.loggedConflicts && conflicts.length > 0) {
      for (const conflict of conflicts) {
        this.log.error(conflict, `two remotes claim ${conflict.path}: ${conflict.kept} keeps it, ${conflict.refused}'s route is refused`);
      }
    }
    this.loggedConflicts = described;
  }
}
