import type { KnownPage, MenuEntry, MenuName, RouteEntry, RouteManifest } from './route-manifest.js';

/**
 * The site's pages as the remotes' route manifests declare them: which remote draws a path and
 * under which rule, the menus, and the paths two remotes both claim. The shell routes and draws
 * its menus with it, the API answers pages, heads, the sitemap and 404s with it: one reading of
 * the manifests on both sides. It imports nothing at run time, so the API loads it in Node.
 */

/**
 * The 404 page's own address. A value a route with known pages does not list is sent there (the
 * spec's redirect of an unknown project): by the remote in the browser, by the server's answer.
 */
export const NOT_FOUND_PATH = '/404';

export interface PageMatch {
  manifest: RouteManifest;
  route: RouteEntry;
  /** Parameter values, decoded. */
  params: Record<string, string>;
  /** The known page the path names, for a route that lists its pages. */
  page?: KnownPage;
  /** The page's own spelling of the path (`/People` for `/people`), for canonical links. */
  canonicalPath: string;
}

/** A path's segments, decoded; undefined when one cannot be decoded (a stray '%'). */
function segmentsOf(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

const isParam = (segment: string) => segment.startsWith(':');
const sameSegment = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The parameters of `pathname` under `pattern` (any case, trailing slash or not), or undefined. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (!wanted || !actual) return undefined;
  const splat = wanted[wanted.length - 1] === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of fixed.entries()) {
    const value = actual[index]!;
    if (isParam(segment)) params[segment.slice(1)] = value;
    else if (!sameSegment(segment, value)) return undefined;
  }
  if (splat) params['*'] = actual.slice(fixed.length).join('/');
  return params;
}

/** react-router's ranking: a static segment beats a parameter, which beats a splat. */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -2 : isParam(segment) ? 3 : 10), 0);
}

function samePath(a: string, b: string): boolean {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  return Boolean(left && right && left.length === right.length && left.every((segment, i) => sameSegment(segment, right[i]!)));
}

/** A value as one segment of a path: `.` and `..`, which encodeURIComponent leaves as they are, encoded too. */
function segmentOf(value: string): string {
  const encoded = encodeURIComponent(value);
  return /^\.{1,2}$/.test(encoded) ? encoded.replaceAll('.', '%2E') : encoded;
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_match, name: string) => segmentOf(params[name] ?? ''));
}

/**
 * The page `pathname` names, or undefined (a 404). A route that lists its pages matches only
 * those, unless `anyValue`: the shell routes an unknown value to the remote that owns the pattern,
 * which shows it as it chooses (the projects' remote sends an unknown project to /404, as the
 * spec has it), while the server sends it there before any script runs. The most specific route
 * wins, as in react-router.
 */
export function findPage(manifests: readonly RouteManifest[], pathname: string, { anyValue = false } = {}): PageMatch | undefined {
  let best: (PageMatch & { score: number }) | undefined;
  for (const manifest of manifests) {
    for (const route of manifest.routes) {
      const params = matchPattern(route.path, pathname);
      if (!params) continue;
      const page = route.pages?.find((known) => samePath(known.path, pathname));
      if (route.pages && !page && !anyValue) continue;
      const score = specificity(route.path);
      if (best && best.score >= score) continue;
      const canonicalPath = page?.path ?? (route.path.includes(':') || route.path.endsWith('*') ? pathname : route.path);
      best = { manifest, route, params, page, canonicalPath, score };
    }
  }
  if (!best) return undefined;
  const { score: _score, ...match } = best;
  return match;
}

/** In a declared read, the username of the member the page is drawn for (`/api/users/updateUser/:me`). */
export const MEMBER_PARAM = ':me';

/**
 * The API reads a page starts with, its parameters filled in; those naming the member (`:me`)
 * only when the member is known, a read of nobody's being no read.
 */
export function readsOf(match: PageMatch, member?: string): string[] {
  const reads = (match.route.reads ?? []).filter((read) => member !== undefined || !read.split('/').includes(MEMBER_PARAM));
  return reads.map((read) => fill(read, { ...match.params, ...(member !== undefined ? { me: member } : {}) }));
}

/** The record read of a page whose route declares one (`/api/highlights/<id>`). */
export function recordReadOf(match: PageMatch): string | undefined {
  return match.route.record ? fill(match.route.record.read, match.params) : undefined;
}

/**
 * What the site serves itself, which no remote's page may claim: the API, the remotes' files, the
 * runtime config, robots.txt and the sitemap. The shell's own files (main.js, index.html) are
 * paths naming a file, which the server never answers with a page.
 */
const RESERVED_PATHS = ['/api/*', '/remotes/*', '/remotes.json', '/robots.txt', '/sitemap.xml'];

/** Why a route may not be a page of any remote, or undefined. */
function reservedProblem(route: RouteEntry): string | undefined {
  const reserved = RESERVED_PATHS.find((path) => claims(route).some((claim) => overlap(path, claim)));
  if (reserved) return `The path ${route.path} claims ${reserved}, which the site serves itself.`;
  const file = claims(route).find((claim) => claim.split('/').pop()!.includes('.'));
  if (file) return `The path ${file} names a file, which the site serves as a file, never as a page.`;
  return undefined;
}

/**
 * What is wrong with a manifest that its schema cannot say, as sentences (none when sound): it
 * must name the remote it came with, claim each path once and none the site serves itself, and
 * lead its menus to its own pages.
 */
export function manifestProblems(manifest: RouteManifest, remote: string): string[] {
  const problems: string[] = [];
  if (manifest.remote !== remote) problems.push(`It names the remote "${manifest.remote}", not "${remote}".`);
  const seen = new Set<string>();
  for (const route of manifest.routes) {
    const key = route.path.toLowerCase().replace(/:[^/]+/g, ':');
    if (seen.has(key)) problems.push(`The path ${route.path} is declared twice.`);
    seen.add(key);
    const reserved = reservedProblem(route);
    if (reserved) problems.push(reserved);
  }
  for (const entry of manifest.menus) {
    if (!findPage([manifest], entry.to)) problems.push(`The menu entry "${entry.label}" leads to ${entry.to}, which is not one of this remote's pages.`);
  }
  return problems;
}

/** The concrete paths, or the pattern, a route can draw: what another remote must not claim. */
function claims(route: RouteEntry): string[] {
  return route.pages ? route.pages.map((page) => page.path) : [route.path];
}

/** Whether some path matches both (patterns or concrete paths). */
function overlap(a: string, b: string): boolean {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  if (!left || !right) return false;
  const leftSplat = left[left.length - 1] === '*';
  const rightSplat = right[right.length - 1] === '*';
  const l = leftSplat ? left.slice(0, -1) : left;
  const r = rightSplat ? right.slice(0, -1) : right;
  if (!leftSplat && !rightSplat && l.length !== r.length) return false;
  if (leftSplat && !rightSplat && r.length < l.length) return false;
  if (rightSplat && !leftSplat && l.length < r.length) return false;
  const shared = Math.min(l.length, r.length);
  for (let i = 0; i < shared; i += 1) {
    if (!isParam(l[i]!) && !isParam(r[i]!) && !sameSegment(l[i]!, r[i]!)) return false;
  }
  return true;
}

export interface RouteConflict {
  /** The path both claim, as the refused remote wrote it. */
  path: string;
  /** The remote that keeps it, which came first. */
  kept: string;
  refused: string;
}

/**
 * The manifests with every route that claims a path another remote already draws left out (with
 * the menu entries that lead to it), and the conflicts found: two teams cannot both own a page,
 * and the one that had it first keeps it. A route its remote drew in the table `before` comes
 * first; among the rest, the earlier manifest's.
 */
export function withoutConflicts(manifests: readonly RouteManifest[], before: readonly RouteManifest[] = []): { manifests: RouteManifest[]; conflicts: RouteConflict[] } {
  const drewBefore = (remote: string, route: RouteEntry) => before.some((manifest) => manifest.remote === remote && manifest.routes.some((other) => other.path === route.path));
  const candidates = manifests.flatMap((manifest) => manifest.routes.map((route) => ({ remote: manifest.remote, route })));
  const ranked = [...candidates.filter((c) => drewBefore(c.remote, c.route)), ...candidates.filter((c) => !drewBefore(c.remote, c.route))];
  const kept: typeof candidates = [];
  const conflicts: RouteConflict[] = [];
  for (const candidate of ranked) {
    const clash = kept.find((other) => other.remote !== candidate.remote && claims(other.route).some((a) => claims(candidate.route).some((b) => overlap(a, b))));
    if (clash) conflicts.push({ path: candidate.route.path, kept: clash.remote, refused: candidate.remote });
    else kept.push(candidate);
  }
  const accepted = manifests.map((manifest) => {
    const routes = manifest.routes.filter((route) => kept.some((c) => c.remote === manifest.remote && c.route === route));
    const menus = manifest.menus.filter((entry) => findPage([{ ...manifest, routes }], entry.to) !== undefined);
    return { ...manifest, routes, menus };
  });
  return { manifests: accepted, conflicts };
}

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  dividerBefore: boolean;
}
export interface MenuDropdown {
  kind: 'dropdown';
  title: string;
  items: MenuLink[];
}
export type MenuItem = MenuLink | MenuDropdown;

/**
 * A menu's entries from every remote, in order; entries of one dropdown together where its first
 * entry sits. The drawer shows the bar's entries and its own; admins' entries only for admins.
 */
export function menuItems(manifests: readonly RouteManifest[], menu: MenuName, { admin = false } = {}): MenuItem[] {
  const names: MenuName[] = menu === 'drawer' ? ['bar', 'drawer'] : [menu];
  const entries: MenuEntry[] = manifests
    .flatMap((manifest) => manifest.menus)
    .filter((entry) => names.includes(entry.menu) && (admin || !entry.adminOnly))
    .sort((a, b) => a.order - b.order);
  const items: MenuItem[] = [];
  const dropdowns = new Map<string, MenuDropdown>();
  for (const entry of entries) {
    const link: MenuLink = { kind: 'link', label: entry.label, to: entry.to, dividerBefore: Boolean(entry.dividerBefore) };
    if (!entry.dropdown) {
      items.push(link);
      continue;
    }
    let dropdown = dropdowns.get(entry.dropdown);
    if (!dropdown) {
      dropdown = { kind: 'dropdown', title: entry.dropdown, items: [] };
      dropdowns.set(entry.dropdown, dropdown);
      items.push(dropdown);
    }
    dropdown.items.push(link);
  }
  return items;
}

/** A menu's links in order, dropdowns flattened, for a menu drawn as one list (the account menu, the footer). */
export function menuLinks(manifests: readonly RouteManifest[], menu: MenuName, options: { admin?: boolean } = {}): MenuLink[] {
  return menuItems(manifests, menu, options).flatMap((item) => (item.kind === 'dropdown' ? item.items : [item]));
}
