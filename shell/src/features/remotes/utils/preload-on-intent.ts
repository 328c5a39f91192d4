import type { RouteManifest } from 'shared-ui/route-manifest';
import { findPage } from 'shared-ui/route-table';
import { preloadRemoteRoutes } from './remote-runtime';

/** The events that say a visitor is about to follow a link: a pointer on it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export interface IntentOptions {
  /** The route manifests now, and the remotes whose pages show their error instead. */
  table: () => { manifests: readonly RouteManifest[]; unavailable: readonly string[] };
  preload?: (remote: string) => Promise<void>;
}

/** The federation name of the remote that draws the page a link leads to, on this site. */
function remoteOfLink(target: EventTarget | null, manifests: readonly RouteManifest[]): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return findPage(manifests, link.pathname, { anyValue: true })?.manifest.remote;
}

/**
 * Starts loading the remote that draws a link's page as soon as a visitor shows they may follow
 * it, through the federation runtime's preloadRemote: its entry (and, for a remote configured by
 * its mf-manifest.json, the chunks of its routes), so the click finds them on the way. One
 * listener for the whole document: links drawn by remotes (the home page's project cards) count
 * as much as the menus. Each remote is asked once a page; a preload is a hint, and its failure is
 * left to the load that follows a click, which shows the area's error with Retry.
 */
export function preloadOnIntent(root: Document, { table, preload = preloadRemoteRoutes }: IntentOptions): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const { manifests, unavailable } = table();
    const remote = remoteOfLink(event.target, manifests);
    if (!remote || asked.has(remote) || unavailable.includes(remote)) return;
    asked.add(remote);
    preload(remote).catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
  };
}
