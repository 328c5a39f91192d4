import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../config.js';
import { besideEntry, remoteFileReader } from '../remotes/read-remote-file.js';
import { RouteTableSource, type ManifestSource } from '../remotes/route-table-source.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes' route manifests: which pages exist, their guards, heads, menus and reads. */
    routeTable: RouteTableSource;
  }
}

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

export interface RouteTableOptions {
  webRoot: string;
  /** Federation name (mfe_public) → URL of the remote's entry. */
  remotes: Record<string, string>;
}

/**
 * Reads each remote's route manifest beside its entry, wherever the remote is served, before the
 * first request: the pages the site answers, their heads, the sitemap and the menus come from them.
 */
export default fp(
  async function routeTablePlugin(app: FastifyInstance, options: RouteTableOptions) {
    const sources: ManifestSource[] = REMOTE_PACKAGES.flatMap((pkg) => {
      const remote = pkg.replace(/-/g, '_');
      const entry = options.remotes[remote];
      if (!entry) return [];
      const url = besideEntry(entry, ROUTE_MANIFEST_FILE);
      const local = `/remotes/${pkg}/${ROUTE_MANIFEST_FILE}`;
      return [{ remote, url, ...(url !== local ? { fallbackUrl: local } : {}) }];
    });
    const source = new RouteTableSource(() => sources, remoteFileReader(options.webRoot, REMOTE_PACKAGES, MAX_ROUTE_MANIFEST_BYTES), app.log);
    await source.load();
    app.decorate('routeTable', source);
  },
  { name: 'route-table' },
);
