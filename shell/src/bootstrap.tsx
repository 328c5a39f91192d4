import 'bootstrap/dist/css/bootstrap.min.css';
import 'shared-ui/src/theme/theme.css';
import './app/shell.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { primeReads } from 'shared-ui';
import { PAGE_IDS } from 'shared-ui/page-document';
import { App } from './app/App';
import { makeStore } from './state/store';
import { checkSession } from './state/auth-actions';
import { publishToBus } from './state/bus-bridge';
import { drawnAuth } from './features/server-render/utils/drawn-auth';
import { firstPageArrival } from './features/remotes/utils/first-page-arrival';
import { loadRuntimeConfig } from './features/remotes/utils/runtime-config';
import { serverDrawnPage } from './features/server-render/utils/server-drawn-page';
import { EMPTY_ROUTE_TABLE, type RouteTable } from './state/route-table-context';

const container = document.getElementById(PAGE_IDS.root)!;
// The server drew the page, for a visitor or a member: the browser takes the page over (hydrates
// it) from the state the server drew it in, instead of drawing it again.
const serverDrawn = serverDrawnPage(document);
const store = makeStore(serverDrawn ? { auth: drawnAuth(serverDrawn.reads) } : undefined);
let routeTable: RouteTable = EMPTY_ROUTE_TABLE;

loadRuntimeConfig()
  .then((config) => {
    routeTable = { manifests: config.routes ?? [], unavailable: config.unavailable ?? [] };
  })
  .catch((error: unknown) => {
    // Without the config no remote can load and no page is known, but the chrome, login and error pages still work.
    console.error('Could not read the runtime config', error);
  })
  // Asked before the first render, so the answer travels beside the first remote's files. A page
  // the server drew does not wait for it: it was drawn with the session's answer, which this confirms.
  .then(() => {
    const session = checkSession(store.dispatch);
    return firstPageArrival(serverDrawn ? Promise.resolve() : session);
  })
  .finally(() => {
    publishToBus(store);
    const app = <App store={store} routeTable={routeTable} />;
    if (serverDrawn) {
      primeReads(serverDrawn.reads);
      // As a transition, hydration yields to the browser every few milliseconds instead of one
      // long task: the page scrolls and paints meanwhile, and its held clicks wait for its mark.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  });
