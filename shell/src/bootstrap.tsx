import 'bootstrap/dist/css/bootstrap.min.css';
import 'shared-ui/src/theme/theme.css';
import './app/shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './state/store';
import { checkSession } from './state/auth-actions';
import { publishToBus } from './state/bus-bridge';
import { firstPageArrival } from './features/remotes/utils/first-page-arrival';
import { loadRuntimeConfig } from './features/remotes/utils/runtime-config';
import { EMPTY_ROUTE_TABLE, type RouteTable } from './state/route-table-context';

const root = createRoot(document.getElementById('root')!);
const store = makeStore();
let routeTable: RouteTable = EMPTY_ROUTE_TABLE;

loadRuntimeConfig()
  .then((config) => {
    routeTable = { manifests: config.routes ?? [], unavailable: config.unavailable ?? [] };
  })
  .catch((error: unknown) => {
    // Without the config no remote can load and no page is known, but the chrome, login and error pages still work.
    console.error('Could not read the runtime config', error);
  })
  // Asked before the first render, so the answer travels beside the first remote's files.
  .then(() => firstPageArrival(checkSession(store.dispatch)))
  .finally(() => {
    publishToBus(store);
    root.render(<App store={store} routeTable={routeTable} />);
  });
