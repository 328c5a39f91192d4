import type { RouteManifest } from 'shared-ui/route-manifest';
import { withoutConflicts } from 'shared-ui/route-table';
import { checkRouteManifest } from '../registry/manifests/route-manifest-check.js';
import type { ReadText, RouteTable } from './route-table-source.js';

/**
 * The route table of a visitor who gets another version of a remote than the active one (a
 * preview, or a rollout's share): the active table with that remote's manifest in place of the
 * active one's. Another remote keeps every path it draws now. The versions' manifests are read
 * when they become live (stored versions never change) and kept while they are.
 */
export class VisitorRouteTables {
  private manifests = new Map<string, RouteManifest | undefined>();
  private tables = new Map<string, RouteTable>();

  constructor(private readonly read: ReadText) {}

  /** Reads the manifests of these versions (federation name → URL), forgetting those no longer live. */
  async load(versions: Array<{ remote: string; url: string }>): Promise<void> {
    const next = new Map<string, RouteManifest | undefined>();
    for (const { remote, url } of versions) {
      const known = this.manifests.get(url);
      if (known) {
        next.set(url, known);
        continue;
      }
      try {
        const reading = checkRouteManifest(await this.read(url), remote);
        next.set(url, 'manifest' in reading ? reading.manifest : undefined);
      } catch {
        next.set(url, undefined);
      }
    }
    this.manifests = next;
    this.tables.clear();
  }

  /** The table for a visitor's URLs; the active one when they are the active URLs. */
  table(active: RouteTable, activeUrls: Record<string, string>, visitorUrls: Record<string, string>): RouteTable {
    const differing = Object.entries(visitorUrls).filter(([remote, url]) => activeUrls[remote] !== url);
    if (differing.length === 0) return active;
    const key = JSON.stringify(differing);
    const kept = this.tables.get(key);
    if (kept) return kept;
    let manifests = active.manifests;
    const unavailable = new Set(active.unavailable);
    for (const [remote, url] of differing) {
      const manifest = this.manifests.get(url);
      if (!manifest) {
        unavailable.add(remote);
        continue;
      }
      unavailable.delete(remote);
      manifests = manifests.some((other) => other.remote === remote) ? manifests.map((other) => (other.remote === remote ? manifest : other)) : [...manifests, manifest];
    }
    const table = { manifests: withoutConflicts(manifests, active.manifests).manifests, unavailable: [...unavailable] };
    this.tables.set(key, table);
    return table;
  }
}
