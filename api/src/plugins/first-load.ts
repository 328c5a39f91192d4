import { escapeXml } from '../services/xml.js';

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

/**
 * The tags that save the first load round trips: the runtime config as a JSON data block (not a
 * script the CSP would have to allow) naming the remote the page needs, and a preload of that
 * remote's entry, fetched with the shell's own files instead of after them. Chromium answers a
 * later <script> for a preloaded file that failed with that failure: the shell's Retry asks for
 * the entry with a query of its own (shell/src/features/remotes/remote-containers.ts).
 */
export function firstLoadTags(config: RuntimeConfig, pathname: string, loggedIn: boolean): string {
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const remote = remoteForPath(pathname, loggedIn);
  const entryUrl = remote ? config.remotes[remote] : undefined;
  // The shell starts loading that remote as soon as its first script runs, beside its own files.
  const first = entryUrl ? ` data-first-remote="${escapeXml(remote!)}"` : '';
  const tags = [`<script type="application/json" id="runtime-config"${first}>${json}</script>`];
  // A plain script preload: the shell loads the entry by a <script> without crossorigin.
  if (entryUrl) tags.push(`<link rel="preload" href="${escapeXml(entryUrl)}" as="script">`);
  return tags.join('');
}

/** The page with the first-load tags at the end of its head. */
export function withFirstLoadTags(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  return tags + html;
}
