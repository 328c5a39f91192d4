import { Suspense, type ComponentType } from 'react';
import { matchPattern } from '../routing/route-table';
import { neededForFirstRender } from '../utils/first-render-loads';
import { lazyComponent } from './lazy-component';
import { LoadingState } from './LoadingState';

/**
 * A page fetched when first shown, with the loading state meanwhile, so what only it needs stays
 * out of its neighbours' first load. Its code is asked for at once with `'now'` (code imported
 * eagerly, which resolves before the first render). A page whose route (`path`, a pattern, or any
 * of several for a layout) the visit begins at starts downloading as soon as this is called,
 * beside the rest of the first load, instead of after React has rendered the routes, and the
 * shell's first render waits for it.
 *
 * A page that is drawn first has no boundary of its own, in the browser as on the server (where
 * every page is drawn first, and the render waits for it): React would hydrate a boundary's
 * content in a later pass than the page around it, after the shell's page-ready mark has handed
 * the text typed before hydration to fields not yet the app's. It suspends, if ever, to the
 * boundary around the remote's pages.
 */
export function lazyPage(load: () => Promise<ComponentType>, path?: string | readonly string[] | 'now'): ComponentType {
  const page = lazyComponent<object>(load);
  if (path === 'now') {
    void page.load();
    return page.Component;
  }
  const onServer = typeof window === 'undefined';
  const drawnFirst = path !== undefined && (onServer || [path].flat().some((pattern) => matchPattern(pattern, window.location.pathname)));
  if (drawnFirst) {
    // A failure is reported when the page renders, by lazy(), not here (the record handles it).
    if (!onServer) neededForFirstRender(page.load());
    return page.Component;
  }
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <page.Component />
      </Suspense>
    );
  };
}
