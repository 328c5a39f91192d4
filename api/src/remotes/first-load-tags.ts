import type { RouteManifest } from 'shared-ui/route-manifest';
import type { PageAnswer } from './page-answer.js';
import { escapeXml } from '../services/xml.js';
import { isManifestUrl } from './first-load-manifests.js';

/** What /remotes.json answers, and what every page carries inline so the shell need not ask. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  tileUrl: string;
  remotes: Record<string, string>;
  /** Federation name → the registry's active version, which the shell names in its load-error reports. */
  versions: Record<string, number>;
  /** The remotes' route manifests, as the server checked them: the shell's routes, guards and menus. */
  routes: RouteManifest[];
  /** Remotes whose manifest cannot be read or is refused now. */
  unavailable: string[];
}

/**
 * The tags that save the first load round trips: the runtime config as a JSON data block (not a
 * script the CSP would have to allow) naming the remote the page needs, a preload of that
 * remote's entry and of the files its routes need (`remoteFiles`, from the manifests: see
 * first-load-manifests.ts), fetched with the shell's own files instead of after them, and preloads
 * of the API reads the page starts with. Chromium answers a later <script> for a preloaded file
 * that failed with that failure: the shell's Retry of that remote loads the page again
 * (shell/src/features/remotes/utils/page-preloads.ts).
 */
export function firstLoadTags(
  config: RuntimeConfig,
  page: Pick<PageAnswer, 'remote' | 'reads'>,
  remoteFiles: (entryUrl: string) => string[] = () => [],
  { drawn = false }: { drawn?: boolean } = {},
): string {
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const remote = page.remote;
  const entryUrl = remote ? config.remotes[remote] : undefined;
  // The shell starts loading that remote as soon as its first script runs, beside its own files.
  const first = entryUrl ? ` data-first-remote="${escapeXml(remote!)}"` : '';
  const tags = [`<script type="application/json" id="runtime-config"${first}>${json}</script>`];
  // A plain script preload: the federation runtime loads the entry by a <script> without
  // crossorigin; a remote's mf-manifest.json by a fetch in the same-origin credentials mode
  // (crossorigin anonymous). Low, as the shell's own scripts are: it runs after them, and the
  // first paint's stylesheets come first.
  // A page the server drew holds its remote's stylesheets and its reads, and begins no request
  // before its first paint (decision 0030): its script preloads move to the list that starts after
  // it (render/start-after-paint.ts); its fetch and stylesheet preloads are left out.
  if (entryUrl && isManifestUrl(entryUrl)) {
    if (!drawn) tags.push(`<link rel="preload" href="${escapeXml(entryUrl)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`);
  } else if (entryUrl) tags.push(`<link rel="preload" href="${escapeXml(entryUrl)}" as="script" fetchpriority="low">`);
  // And the files the remote's routes need, which the browser would learn of only once the entry
  // has run: scripts and stylesheets as webpack loads them (no crossorigin).
  for (const file of entryUrl ? remoteFiles(entryUrl) : []) {
    const as = file.endsWith('.css') ? 'style' : 'script';
    if (drawn && as === 'style') continue;
    tags.push(`<link rel="preload" href="${escapeXml(file)}" as="${as}" fetchpriority="low">`);
  }
  // The API client fetches with credentials: a preload in the same mode is what its fetch takes
  // over, so the reads start with the page instead of after the scripts that make them.
  for (const read of drawn ? [] : page.reads) {
    tags.push(`<link rel="preload" href="${escapeXml(config.apiBaseUrl + read)}" as="fetch" crossorigin="use-credentials">`);
  }
  return tags.join('');
}

/** The page with the first-load tags at the end of its head. */
export function withFirstLoadTags(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  return tags + html;
}
