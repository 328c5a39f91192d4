import { Suspense, type ComponentType } from 'react';
import { neededForFirstRender } from '../utils/first-render-loads';
import { lazyComponent } from './lazy-component';
import { LoadingState } from './LoadingState';

function startsAt(pathname: string, path: string): boolean {
  const here = pathname.toLowerCase();
  const page = path.toLowerCase();
  return here === page || here.startsWith(`${page}/`);
}

/**
 * A page fetched when first shown, with the loading state meanwhile, so what only it needs stays
 * out of its neighbours' first load. A page at `path` (or under it; any case, as the routes match)
 * starts downloading as soon as this is called when the visit begins there, beside the rest of the
 * first load, instead of after React has rendered the routes, and the shell's first render waits
 * for it; a page that has arrived renders without the loading state.
 */
export function lazyPage(load: () => Promise<ComponentType>, path?: string): ComponentType {
  const page = lazyComponent<object>(load);
  // On the server (no window) the render waits for every lazy part by itself.
  if (path && typeof window !== 'undefined' && startsAt(window.location.pathname, path)) {
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
