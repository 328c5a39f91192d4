import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared-ui/router';
import { AlertArea } from '../features/ui/components/AlertArea';
import { AuthModals } from '../features/auth/components/AuthModals';
import { useLogout } from '../hooks/use-logout';
import { connectBus } from '../state/bus-bridge';
import { trapTabInModals } from '../features/focus/utils/modal-tab-trap';
import { Footer } from '../features/navigation/components/Footer';
import { NavBar } from '../features/navigation/components/NavBar';
import { ScrollToTop } from '../features/navigation/components/ScrollToTop';
import { preloadOnIntent } from '../features/remotes/utils/preload-on-intent';
import { usePrimedReadsUntilNavigation } from '../features/server-render/hooks/use-primed-reads-until-navigation';
import { AppRoutes } from './AppRoutes';
import { RouteTableProvider, useRouteTable, type RouteTable } from '../state/route-table-context';
import type { AppStore } from '../state/store';

function Shell({ store }: { store: AppStore }) {
  const logout = useLogout();
  usePrimedReadsUntilNavigation();
  // Before paint and before the remotes' own effects run, which may already send commands: the
  // page's remote mounts in the shell's first commit.
  useLayoutEffect(() => connectBus(store, logout), [store, logout]);
  useEffect(() => trapTabInModals(document), []);
  const routeTable = useRouteTable();
  useEffect(() => preloadOnIntent(document, { table: () => routeTable }), [routeTable]);
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <NavBar />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <AuthModals />
      <AlertArea />
    </>
  );
}

/** The shell; `Router` is the browser's unless the page is drawn on the server. */
export function App({ store, routeTable, Router = BrowserRouter }: { store: AppStore; routeTable: RouteTable; Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <Provider store={store}>
      <RouteTableProvider table={routeTable}>
        <Router>
          <Shell store={store} />
        </Router>
      </RouteTableProvider>
    </Provider>
  );
}
