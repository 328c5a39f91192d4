import type { RouteEntry } from 'shared-ui/route-manifest';
import type { RouteTable } from './route-table-source.js';

export interface SitemapPage {
  /** The page's path, as its canonical link has it. */
  path: string;
  lastmod?: Date;
}

/** Every record of an API list (`data[]`), or none when it cannot be read. */
export type ReadList = (apiPath: string) => Promise<Record<string, unknown>[]>;

async function pagesOf(route: RouteEntry, readList: ReadList): Promise<SitemapPage[]> {
  if (route.pages) return route.pages.filter((page) => page.sitemap ?? route.sitemap ?? false).map((page) => ({ path: page.path }));
  if (!route.sitemap) return [];
  if (route.record?.list) {
    const records = await readList(route.record.list);
    return records.flatMap((record) => {
      if (typeof record._id !== 'string') return [];
      const path = route.path.replace(/:[A-Za-z][A-Za-z0-9_]*/, encodeURIComponent(record._id));
      const updated = typeof record.updatedAt === 'string' ? new Date(record.updatedAt) : undefined;
      return [{ path, ...(updated && !Number.isNaN(updated.getTime()) ? { lastmod: updated } : {}) }];
    });
  }
  return /[:*]/.test(route.path) ? [] : [{ path: route.path }];
}

/** The public pages the remotes' manifests list in the sitemap: routes, known pages, or a route's records. */
export async function sitemapPages(table: RouteTable, readList: ReadList): Promise<SitemapPage[]> {
  const routes = table.manifests.flatMap((manifest) => manifest.routes).filter((route) => route.guard === 'public');
  return (await Promise.all(routes.map((route) => pagesOf(route, readList)))).flat();
}
