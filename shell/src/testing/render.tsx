import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared-ui/router';
import { makeStore, type RootState } from '../state/store';
import { RouteTableProvider, type RouteTable } from '../state/route-table-context';
import { TEST_ROUTE_TABLE } from './route-manifests';

export type UserOptions = Parameters<typeof userEvent.setup>[0];

interface Options {
  preloadedState?: Partial<RootState>;
  route?: string;
  /** The remotes' manifests: the test ones (like the real remotes') unless given. */
  routeTable?: RouteTable;
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userOptions?: UserOptions;
}

/** Renders `ui` as the shell would: inside a store of its own and a router at `route`. */
export function renderWithStore(ui: ReactElement, { preloadedState, route = '/', routeTable = TEST_ROUTE_TABLE, userOptions }: Options = {}) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup(userOptions);
  const result = render(
    <Provider store={store}>
      <RouteTableProvider table={routeTable}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </RouteTableProvider>
    </Provider>,
  );
  return { store, user, ...result };
}
