import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { isManifestUrl } from './remote-manifests.js';
import { REMOTE_PACKAGES } from '../config.js';
import { besideEntry, remoteFileReader } from '../remotes/read-remote-file.js';
import { MAX_MF_MANIFEST_BYTES, ROUTE_MANIFEST_FILE, routeManifestReader } from '../remotes/route-manifest-reader.js';
import { RouteTableSource, type ManifestSource } from '../remotes/route-table-source.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes' route manifests: which pages exist, their guards, heads, menus and reads. */
    routeTable: RouteTableSource;
  }
}

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
    const mfManifests = new Set<string>();
    const sources: ManifestSource[] = REMOTE_PACKAGES.flatMap((pkg) => {
      const remote = pkg.replace(/-/g, '_');
      const entry = options.remotes[remote];
      if (!entry) return [];
      // Configured by its mf-manifest.json: the route manifest is the file that one names.
      if (isManifestUrl(entry)) mfManifests.add(entry);
      const url = isManifestUrl(entry) ? entry : besideEntry(entry, ROUTE_MANIFEST_FILE);
      const local = `/remotes/${pkg}/${ROUTE_MANIFEST_FILE}`;
      return [{ remote, url, ...(url !== local ? { fallbackUrl: local } : {}) }];
    });
    const read = routeManifestReader(
      remoteFileReader(options.webRoot, REMOTE_PACKAGES, MAX_ROUTE_MANIFEST_BYTES),
      remoteFileReader(options.webRoot, REMOTE_PACKAGES, MAX_MF_MANIFEST_BYTES),
      mfManifests,
    );
    const source = new RouteTableSource(() => sources, read, app.log);
    await source.load();
    app.decorate('routeTable', source);
  },
  { name: 'route-table' },
);
