import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

type Guard = 'public' | 'member' | 'admin';

interface Route {
  path: string;
  guard: Guard;
  pages?: { path: string }[];
}

/** Every route of the route table, as the site hands it to the shell. */
async function routeTable(request: APIRequestContext): Promise<Route[]> {
  const reply = await request.get('/remotes.json');
  expect(reply.ok(), `/remotes.json → ${reply.status()}`).toBeTruthy();
  const { routes } = (await reply.json()) as { routes: { routes: Route[] }[] };
  return routes.flatMap((remote) => remote.routes);
}

/** The paths of the URLs the sitemap lists. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/** Whether a path is one of a pattern's, `:name` standing for one segment. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}

/** The pattern with each `:name` replaced by its value; fails for a parameter nobody gave. */
function filled(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${pattern}: give one`);
    return encodeURIComponent(value);
  });
}

/**
 * One address to open for each route with this guard: the path itself; for a pattern, its first
 * `pages` value, else the first sitemap URL it matches, else the pattern filled with `values`.
 */
export async function urlsOf(request: APIRequestContext, guard: Guard, values: Record<string, string> = {}): Promise<string[]> {
  const [routes, sitemap] = await Promise.all([routeTable(request), sitemapPaths(request)]);
  return routes
    .filter((route) => route.guard === guard)
    .map((route) => {
      if (!route.path.includes(':')) return route.path;
      return route.pages?.[0]?.path ?? sitemap.find((path) => matches(route.path, path)) ?? filled(route.path, values);
    });
}

/** The id of the first record a list read answers, for the patterns no sitemap lists. */
async function firstId(request: APIRequestContext, url: string): Promise<string> {
  return (await (await request.get(url)).json()).data[0]._id;
}

/** Values for the parameters of the members' and admins' patterns, read with the session the request carries. */
export async function recordIds(request: APIRequestContext): Promise<Record<string, string>> {
  return {
    resourceId: await firstId(request, '/api/resources'),
    timelineId: await firstId(request, '/api/snapshots'),
    highlightId: await firstId(request, '/api/highlights'),
  };
}
