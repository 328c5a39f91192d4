import type { PageParts, Preload, RuntimeConfig } from 'shared-ui/page-document';
import type { PageAnswer } from './page-answer.js';
import { isManifestUrl } from './first-load-manifests.js';

/**
 * What saves a first load its round trips: the remote the page needs (the shell starts loading it
 * at once), a preload of that remote's entry and of the files its routes and the page need
 * (`remoteFiles`, from the manifests: see first-load-manifests.ts), fetched with the shell's own
 * files instead of after them, and preloads of the API reads the page starts with. Chromium
 * answers a later <script> for a preloaded file that failed with that failure: the shell's Retry
 * of that remote loads the page again (shell/src/features/remotes/utils/page-preloads.ts).
 */
export function firstLoadPreloads(
  config: RuntimeConfig,
  page: Pick<PageAnswer, 'remote' | 'reads' | 'pageChunks'>,
  remoteFiles: (entryUrl: string, pageChunks?: readonly string[]) => string[] = () => [],
  { drawn = false }: { drawn?: boolean } = {},
): Pick<PageParts, 'firstRemote' | 'preloads'> {
  const remote = page.remote;
  const entryUrl = remote ? config.remotes[remote] : undefined;
  const preloads: Preload[] = [];
  // A plain script preload: the federation runtime loads the entry by a <script> without
  // crossorigin; a remote's mf-manifest.json by a fetch in the same-origin credentials mode
  // (crossorigin anonymous). Low, as the shell's own scripts are: it runs after them, and the
  // first paint's stylesheets come first.
  // A page the server drew holds its remote's stylesheets and its reads, and begins no request
  // before its first paint (decision 0030): only its scripts, started after it; no fetch or
  // stylesheet preloads.
  if (entryUrl && isManifestUrl(entryUrl)) {
    if (!drawn) preloads.push({ href: entryUrl, as: 'fetch', crossorigin: 'anonymous', low: true });
  } else if (entryUrl) preloads.push({ href: entryUrl, as: 'script', low: true });
  // And the files the remote's routes and the page need, which the browser would learn of only
  // once the entry has run: scripts and stylesheets as webpack loads them (no crossorigin).
  for (const file of entryUrl ? remoteFiles(entryUrl, page.pageChunks) : []) {
    const as = file.endsWith('.css') ? 'style' : 'script';
    if (drawn && as === 'style') continue;
    preloads.push({ href: file, as, low: true });
  }
  // The API client fetches with credentials: a preload in the same mode is what its fetch takes
  // over, so the reads start with the page instead of after the scripts that make them.
  for (const read of drawn ? [] : page.reads) preloads.push({ href: config.apiBaseUrl + read, as: 'fetch', crossorigin: 'use-credentials' });
  // The shell starts loading that remote as soon as its first script runs, beside its own files.
  return { ...(entryUrl ? { firstRemote: remote } : {}), preloads };
}
