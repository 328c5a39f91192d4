// The routes the bench measures, read from the running site rather than written here, so a page a
// team adds is measured without anyone touching the bench: one concrete URL per public route of the
// route table (`/remotes.json`), the 404 page, and the members' pages measured logged in.
import { findPage } from 'shared-ui/route-table';
import { login } from './lib/server.mjs';

/** Members' pages are in no sitemap and need a login: named here, measured with the admin's session. */
export const MEMBER_ROUTES = ['/timeline', '/resources', '/editprofile'].map((path) => ({ pattern: path, path, from: 'named in the bench', loggedIn: true }));

/** A path no route declares: the site's 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

async function get(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response;
}

/** The paths of the sitemap's URLs, in its order, as encoded there (`/projects/Coding%20Team`). */
function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.trim()).pathname);
}

/**
 * A route's URL: its own path when it has no parameter; else the first sitemap URL the site
 * itself routes to it (shared-ui's route table, as the API and the shell match paths, so
 * `/lab_highlights` is not taken for `/lab_highlights/:highlightId`), else its first known page.
 */
function concreteUrl(manifests, route, sitemap) {
  if (!/[:*]/.test(route.path)) return { path: route.path, from: sitemap.includes(route.path) ? 'sitemap' : 'route path' };
  const listed = sitemap.find((candidate) => findPage(manifests, candidate)?.route.path === route.path);
  if (listed) return { path: listed, from: 'sitemap' };
  return route.pages?.length ? { path: route.pages[0].path, from: 'known pages' } : undefined;
}

/**
 * How the site answers a page (a members' page with the member's session): its status, and
 * whether crawlers are told not to index it.
 */
async function answerOf(origin, route) {
  const cookie = route.loggedIn ? await login(origin) : undefined;
  const response = await fetch(`${origin}${route.path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const noindex = /noindex/i.test(response.headers.get('x-robots-tag') ?? '') || /<meta\s[^>]*name=["']?robots["']?[^>]*noindex/i.test(html);
  return { ...route, status: response.status, noindex };
}

/**
 * `only` (from `--routes=/,/People`) keeps those routes, named by URL or by pattern; another URL of
 * a public pattern (`/projects/NOVA`) stands for that pattern instead of the first one.
 */
function pick(routes, manifests, only) {
  if (!only) return routes;
  return only.map((wanted) => {
    const route = routes.find((candidate) => candidate.path === wanted || candidate.pattern === wanted);
    if (route) return route;
    const pattern = findPage(manifests, wanted)?.route.path;
    const owner = routes.find((candidate) => !candidate.loggedIn && candidate.pattern === pattern);
    if (owner) return { ...owner, path: wanted, from: 'asked for' };
    throw new Error(`--routes: ${wanted} is none of the routes measured: ${routes.map((r) => r.path).join(', ')}`);
  });
}

/**
 * The routes to measure, each `{ pattern, path, from, loggedIn, status, noindex }`, and the public
 * patterns left without a URL (a record route whose API list is empty).
 */
export async function routesToMeasure(origin, only) {
  const { routes: manifests } = await (await get(`${origin}/remotes.json`)).json();
  const sitemap = sitemapPaths(await (await get(`${origin}/sitemap.xml`)).text());
  const routes = [];
  const unmeasured = [];
  for (const manifest of manifests) {
    for (const route of manifest.routes.filter((r) => r.guard === 'public')) {
      const url = concreteUrl(manifests, route, sitemap);
      if (url) routes.push({ pattern: route.path, ...url, remote: manifest.remote, loggedIn: false });
      else unmeasured.push(route.path);
    }
  }
  if (findPage(manifests, NOT_FOUND_PATH)) throw new Error(`${NOT_FOUND_PATH} is a page of the site: choose another unknown path`);
  routes.push({ pattern: 'none: the 404 page', path: NOT_FOUND_PATH, from: 'unknown path', notFound: true, loggedIn: false });
  const picked = pick([...routes, ...MEMBER_ROUTES], manifests, only);
  return { routes: await Promise.all(picked.map((route) => answerOf(origin, route))), unmeasured };
}
