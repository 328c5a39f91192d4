import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isManifestUrl } from '../remotes/first-load-manifests.js';
import { REMOTE_PACKAGES } from '../config.js';
import { federationNameOf, remoteOfUrl } from '../registry/remote-directory.js';
import { BUILT_VERSION } from '../registry/repository/versions.js';
import { RouteTableSource, type ManifestSource, type RouteTable } from '../remotes/route-table-source.js';
import { VisitorRouteTables } from '../remotes/visitor-route-tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes' route manifests: which pages exist, their guards, heads, menus and reads. */
    routeTable: RouteTableSource;
    /** The route table of a visitor whose remotes load from `urls` (federation name → URL): a preview's or a rollout's. */
    visitorRouteTable(urls: Record<string, string>): RouteTable;
  }
}

/**
 * Reads each remote's route manifest where the remote is served now (the registry's active
 * version, or what REMOTE_<NAME>_URL sets) before the first request, and again whenever a version
 * is activated (the build folder's and REMOTE_<NAME>_URL's also every few seconds): the pages the
 * site answers, their heads, the sitemap and the menus come from them.
 */
export default fp(
  async function routeTablePlugin(app: FastifyInstance) {
    const sources = (): ManifestSource[] => {
      const urls = app.remoteDirectory.urls();
      return REMOTE_PACKAGES.flatMap((pkg) => {
        const remote = federationNameOf(pkg);
        const entry = urls[remote];
        if (!entry) return [];
        const local = `/remotes/${pkg}/remoteEntry.js`;
        // A deployed version is stored on the site and never changes: read when it becomes active.
        const stored = !app.remoteDirectory.isOverridden(remote) && app.remoteDirectory.current(remote)?.version !== BUILT_VERSION;
        return [{ remote, url: entry, stored, ...(entry !== local ? { fallbackUrl: local } : {}) }];
      });
    };
    const read = app.remoteManifests.routeManifest;
    const source = new RouteTableSource(sources, read, app.log);
    const visitors = new VisitorRouteTables(read);
    // The versions some visitors get instead of the active one (previews, rollouts): stored, each an mf-manifest.json.
    const otherVersions = () => {
      const active = new Set(Object.values(app.remoteDirectory.urls()));
      return app.remoteDirectory
        .liveUrls()
        .filter((url) => !active.has(url) && isManifestUrl(url))
        .map((url) => ({ remote: remoteOfUrl(url), url }));
    };
    const load = async () => {
      await source.load();
      await visitors.load(otherVersions());
    };
    await load();
    app.decorate('routeTable', source);
    app.decorate('visitorRouteTable', (urls: Record<string, string>) => visitors.table(source.current(), app.remoteDirectory.urls(), urls));
    // Before the activation is answered (or, on another instance, confirmed): the next page has its routes.
    app.remoteDirectory.onChange(load);
  },
  { name: 'route-table', dependencies: ['remote-registry'] },
);
