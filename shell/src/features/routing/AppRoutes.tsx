import { Navigate, useLocation } from 'shared-ui/router';
import { isAdmin, NotFoundPage } from 'shared-ui';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { PendingArea } from '../remotes/PendingArea';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { findRoute } from './route-map';

/**
 * Picks the remote for the current path and applies its guard. Remotes render their own
 * `<Routes>` with full paths, outside any route of the shell's.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const auth = useAppSelector(selectAuth);
  const found = findRoute(pathname);
  if (!found) return <NotFoundPage />;
  const { group, route } = found;
  if (route.guard !== 'public') {
    if (!auth.isReady) return <PendingArea />;
    const allowed = route.guard === 'admin' ? isAdmin(auth) : auth.isLoggedIn;
    if (!allowed) return route.redirect ? <Navigate to={route.redirect} replace /> : <NotFoundPage />;
  }
  return <RemoteSlot key={group.remote} remote={group.remote} area={group.area} />;
}
