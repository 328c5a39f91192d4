import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingState } from 'shared-ui';
import { loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Renders a remote's routes, loaded at run time, inside its own error boundary. */
export function RemoteSlot({ remote, area }: { remote: string; area: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy import for good.
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(remote)), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
