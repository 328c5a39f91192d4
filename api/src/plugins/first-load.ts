import { escapeXml } from '../services/xml.js';
import { isManifestUrl } from './remote-manifests.js';

/** What /remotes.json answers, and what every page carries inline so the shell need not ask. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  tileUrl: string;
  remotes: Record<string, string>;
}

// Which remote draws a page, by its first path segment (the shell's ROUTE_GROUPS, coarsely; a
// wrong guess costs only an unused preload). Members' and admins' pages only with a session.
const PUBLIC_REMOTE = 'mfe_public';
const BY_SEGMENT: Record<string, { remote: string; member: boolean }> = {
  projects: { remote: 'mfe_projects', member: false },
  resources: { remote: 'mfe_members', member: true },
  editprofile: { remote: 'mfe_members', member: true },
  timeline: { remote: 'mfe_timeline', member: true },
  edit_teams: { remote: 'mfe_admin', member: true },
  admin: { remote: 'mfe_admin', member: true },
};

/** The federation name of the remote that draws `pathname`, if any is worth fetching ahead. */
export function remoteForPath(pathname: string, loggedIn: boolean): string | undefined {
  const segment = pathname.split('/')[1]?.toLowerCase() ?? '';
  const known = BY_SEGMENT[segment];
  if (known) return known.member && !loggedIn ? undefined : known.remote;
  return PUBLIC_REMOTE;
}

// The API reads a page starts with, by its first path segment (a wrong guess costs an unused
// preload). Every page checks its session first; members' pages only with a session.
const SESSION_CHECK = '/api/tokens/access_token';
const DATA_BY_SEGMENT: Record<string, { reads: (rest: string[]) => string[]; member: boolean }> = {
  people: { reads: () => ['/api/members'], member: false },
  team: { reads: () => ['/api/members'], member: false },
  // A project page shows its team; /projects and /projects/overview show none.
  projects: { reads: ([name]) => (name && name.toLowerCase() !== 'overview' ? ['/api/members'] : []), member: false },
  lab_highlights: { reads: (rest) => (rest.length === 0 ? ['/api/highlights'] : []), member: false },
  timeline: { reads: (rest) => (rest.length === 0 ? ['/api/snapshots', '/api/snapshots/filters'] : []), member: true },
  resources: { reads: (rest) => (rest.length === 0 ? ['/api/resources', '/api/resources/categories'] : []), member: true },
};

/** The API paths the page at `pathname` reads as soon as it starts, the session check first. */
export function firstReadsForPath(pathname: string, loggedIn: boolean): string[] {
  const [segment = '', ...rest] = pathname.split('/').slice(1).filter(Boolean);
  const known = DATA_BY_SEGMENT[segment.toLowerCase()];
  const reads = known && (!known.member || loggedIn) ? known.reads(rest) : [];
  return [SESSION_CHECK, ...reads];
}

/**
 * The tags that save the first load round trips: the runtime config as a JSON data block (not a
 * script the CSP would have to allow) naming the remote the page needs, a preload of that
 * remote's entry and of the files its routes need (`remoteFiles`, from the manifests: see
 * remote-manifests.ts), fetched with the shell's own files instead of after them, and preloads
 * of the API reads the page starts with. Chromium answers a
 * later <script> for a preloaded file that failed with that failure: the shell's Retry asks for
 * the page again (shell/src/features/remotes/page-preloads.ts).
 */
export function firstLoadTags(
  config: RuntimeConfig,
  pathname: string,
  loggedIn: boolean,
  remoteFiles: (entryUrl: string) => string[] = () => [],
): string {
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const remote = remoteForPath(pathname, loggedIn);
  const entryUrl = remote ? config.remotes[remote] : undefined;
  // The shell starts loading that remote as soon as its first script runs, beside its own files.
  const first = entryUrl ? ` data-first-remote="${escapeXml(remote!)}"` : '';
  const tags = [`<script type="application/json" id="runtime-config"${first}>${json}</script>`];
  // A plain script preload: the federation runtime loads the entry by a <script> without
  // crossorigin; a remote's mf-manifest.json by a fetch in the same-origin credentials mode
  // (crossorigin anonymous). Low, as the shell's own scripts are: it runs after them, and the
  // first paint's stylesheets come first.
  if (entryUrl && isManifestUrl(entryUrl)) tags.push(`<link rel="preload" href="${escapeXml(entryUrl)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`);
  else if (entryUrl) tags.push(`<link rel="preload" href="${escapeXml(entryUrl)}" as="script" fetchpriority="low">`);
  // And the files the remote's routes need, which the browser would learn of only once the entry
  // has run: scripts and stylesheets as webpack loads them (no crossorigin).
  for (const file of entryUrl ? remoteFiles(entryUrl) : []) {
    const as = file.endsWith('.css') ? 'style' : 'script';
    tags.push(`<link rel="preload" href="${escapeXml(file)}" as="${as}" fetchpriority="low">`);
  }
  // The API client fetches with credentials: a preload in the same mode is what its fetch takes
  // over, so the reads start with the page instead of after the scripts that make them.
  for (const read of firstReadsForPath(pathname, loggedIn)) {
    tags.push(`<link rel="preload" href="${escapeXml(config.apiBaseUrl + read)}" as="fetch" crossorigin="use-credentials">`);
  }
  return tags.join('');
}

/** The page with the first-load tags at the end of its head. */
export function withFirstLoadTags(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  return tags + html;
}
