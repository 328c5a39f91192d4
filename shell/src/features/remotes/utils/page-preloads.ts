import { readInlineConfig } from './inline-config';

/**
 * Whether this page's HTML preloaded the remote's files: the server does for the remote that draws
 * the page it sends (its entry and its routes' files, api/src/remotes/first-load-tags.ts). Chromium
 * answers a later request for a file whose preload failed with that failure, so once such a load
 * has failed only a new page can fetch those files again.
 */
export function preloadedByPage(remote: string, doc: Document = document): boolean {
  return readInlineConfig(doc)?.firstRemote === remote;
}

/** Loads the page again (its own module, so tests can stand in for navigation). */
export function reloadPage() {
  window.location.reload();
}
