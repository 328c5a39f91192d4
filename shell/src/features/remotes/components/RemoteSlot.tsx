import { Suspense, useState } from 'react';
import { lazyReady, LoadingState } from 'shared-ui';
import { arrivedRemoteRoutes, loadRemoteRoutes } from '../utils/load-remote-routes';
import { preloadedByPage, reloadPage } from '../utils/page-preloads';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageReady } from '../../../components/PageReady';
import './remote-slot.css';

/**
 * Renders a remote's routes, loaded at run time, inside its own error boundary; at once, without
 * the loading state, when the load started before React has already brought them.
 */
export function RemoteSlot({ remote, area }: { remote: string; area: string }) {
  const load = () => lazyReady(() => arrivedRemoteRoutes(remote), () => loadRemoteRoutes(remote));
  const [attempt, setAttempt] = useState(() => ({ count: 0, Routes: load() }));
  const Routes = attempt.Routes;
  // A new lazy component per attempt: React caches a rejected lazy import for good. A remote whose
  // files the page preloaded comes back only with a new page (page-preloads.ts).
  const retry = () => (preloadedByPage(remote) ? reloadPage() : setAttempt(({ count }) => ({ count: count + 1, Routes: load() })));
  return (
    <div className="remote-area">
      <RemoteErrorBoundary key={attempt.count} remote={remote} area={area} onRetry={retry}>
        <Suspense fallback={<LoadingState />}>
          <Routes />
          <PageReady />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
