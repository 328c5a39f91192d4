import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui/router';
import { findPage } from 'shared-ui/route-table';
import { isAdmin, NotFoundPage } from 'shared-ui';
import { useAppSelector } from '../state/hooks';
import { selectAuth } from '../state/authSlice';
import { PendingArea } from '../features/remotes/components/PendingArea';
import { RemoteSlot } from '../features/remotes/components/RemoteSlot';
import { UnavailableArea } from '../features/remotes/components/UnavailableArea';
import { useRouteTable } from '../state/route-table-context';
import { PageReady } from '../components/PageReady';

/**
 * Picks the remote whose route manifest names the current path and applies that route's guard.
 * A value a route does not list (an unknown project) still goes to the remote that owns the
 * route, which decides how to show it. Remotes render their own `<Routes>` with full paths,
 * outside any route of the shell's.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const auth = useAppSelector(selectAuth);
  const { manifests, unavailable } = useRouteTable();
  const found = findPage(manifests, pathname, { anyValue: true });
  if (!found) return ready(<NotFoundPage />);
  const { manifest, route } = found;
  if (route.guard !== 'public') {
    if (!auth.isReady) return <PendingArea />;
    const allowed = route.guard === 'admin' ? isAdmin(auth) : auth.isLoggedIn;
    if (!allowed) return route.redirect ? <Navigate to={route.redirect} replace /> : ready(<NotFoundPage />);
  }
  if (unavailable.includes(manifest.remote)) return ready(<UnavailableArea area={manifest.area} />);
  // Marked ready by its own boundary, once its remote's page is taken over.
  return <RemoteSlot key={manifest.remote} remote={manifest.remote} area={manifest.area} />;
}

/** A page the shell draws itself is the app's as soon as the shell is. */
function ready(page: ReactNode) {
  return (
    <>
      {page}
      <PageReady />
    </>
  );
}
