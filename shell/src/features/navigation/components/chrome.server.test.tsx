/**
 * @jest-environment node
 */
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared-ui/router';
import { LAB, NotFoundPage } from 'shared-ui';
import { drawOnServer } from 'shared-ui/testing';
import { makeStore } from '../../../state/store';
import { RouteTableProvider } from '../../../state/route-table-context';
import { anonymous } from '../../../testing/auth-states';
import { TEST_ROUTE_TABLE } from '../../../testing/route-manifests';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

// Node, as on the server: what reads `window`, `document` or the width as it loads or renders
// fails here, while the browser's tests would not notice.
describe("the shell's chrome drawn on the server, for a visitor", () => {
  it('draws the bar with both of its layouts, the 404 page and the footer', async () => {
    const html = await drawOnServer(
      <Provider store={makeStore({ auth: anonymous })}>
        <RouteTableProvider table={TEST_ROUTE_TABLE}>
          <MemoryRouter initialEntries={['/no-such-page']}>
            <NavBar />
            <NotFoundPage />
            <Footer />
          </MemoryRouter>
        </RouteTableProvider>
      </Provider>,
    );
    expect(html).toContain(`aria-label="${LAB.name}"`);
    expect(html).toContain(`<span class="site-navbar__title" aria-hidden="true">${LAB.name}</span>`);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('Login/Register');
    expect(html).toContain('404 Error');
    expect(html).toContain('Quick links');
  });
});
