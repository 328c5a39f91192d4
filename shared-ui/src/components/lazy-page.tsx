import { Suspense, type ComponentType } from 'react';
import { matchPattern } from '../routing/route-table';
import { neededForFirstRender } from '../utils/first-render-loads';
import { lazyComponent } from './lazy-component';
import { LoadingState } from './LoadingState';

/**
 * A page fetched when first shown, with the loading state meanwhile, so what only it needs stays
 * out of its neighbours' first load. Its code is asked for at once with `'now'` (code imported
 * eagerly, which resolves before the first render). A page whose route (`path`, a pattern, or any
 * of several for a layout) the visit begins at
 * starts downloading as soon as this is called when the visit begins there, beside the rest of the
 * first load, instead of after React has rendered the routes, and the shell's first render waits
 * for it; a page that has arrived renders without the loading state.
 */
export function lazyPage(load: () => Promise<ComponentType>, path?: string | readonly string[] | 'now'): ComponentType {
  const page = lazyComponent<object>(load);
  // Code that came with its caller (an eager import) is ready before anything renders: no boundary
  // of its own, which would hydrate its content in a later pass than the page's around it.
  if (path === 'now') {
    void page.load();
    return page.Component;
  }
  // On the server (no window) the render waits for every lazy part by itself.
  if (path !== undefined && typeof window !== 'undefined' && [path].flat().some((pattern) => matchPattern(pattern, window.location.pathname))) {
    // A failure is reported when the page renders, by lazy(), not here (the record handles it).
    neededForFirstRender(page.load());
  }
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <page.Component />
      </Suspense>
    );
  };
}
