import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LAB, PROJECTS, SITE_BAR_CLASS } from 'shared-ui';
import { anonymous } from '../../../testing/auth-states';
import { hydrateServerMarkup, setWindowWidth } from 'shared-ui/testing';
import { MemoryRouter } from 'shared-ui/router';
import { Provider } from 'react-redux';
import { renderWithStore } from '../../../testing/render';
import { BREAKPOINTS } from '../../../config/layout';
import { SHELL_PAGE } from '../../../page-document';
import { selectModals } from '../../../state/uiSlice';
import { makeStore } from '../../../state/store';
import { RouteTableProvider } from '../../../state/route-table-context';
import { TEST_ROUTE_TABLE } from '../../../testing/route-manifests';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

const renderNavBar = () => renderWithStore(<NavBar />, { preloadedState: { auth: anonymous } });

const STYLES = [readFileSync(join(__dirname, 'navigation.css'), 'utf8')];
/** A window `width` px wide, with the bar's stylesheet applying as it would there. */
const atWidth = (width: number) => setWindowWidth(width, { stylesheets: STYLES });

describe('NavBar on a wide window (1024 px and up)', () => {
  beforeEach(() => atWidth(BREAKPOINTS.mobileNavBelow));

  it('shows the logo and lab title, linking home', () => {
    renderNavBar();
    const home = screen.getByRole('link', { name: LAB.name });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByText(LAB.name)).toBeInTheDocument();
  });

  it('has the main links inline, with no menu button', async () => {
    const { user } = renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get_involved');
    expect(within(nav).getByRole('link', { name: 'Highlights' })).toHaveAttribute('href', '/lab_highlights');

    await user.click(within(nav).getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Our Lab' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Related Labs' })).toHaveAttribute('href', '/Affiliations');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lists the seven projects and All Projects under Projects', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Projects' }));
    for (const { name } of PROJECTS) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/projects/${encodeURIComponent(name)}`);
    }
    expect(screen.getByRole('link', { name: 'Image Transitions' })).toHaveAttribute('href', '/projects/Image%20Transitions');
    expect(screen.getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/projects/overview');
  });

  it('marks no dropdown link aria-selected, which links may not carry', async () => {
    const { user } = renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const menu of ['Home', 'Projects']) {
      await user.click(within(nav).getByRole('button', { name: menu }));
      for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-selected');
    }
  });

  it('opens a dropdown from the keyboard', async () => {
    const { user } = renderNavBar();
    screen.getByRole('button', { name: 'Projects' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'NOVA' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Login/Register to a visitor, opening the login modal', async () => {
    const { user, store } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Login/Register' }));
    expect(selectModals(store.getState()).login.visible).toBe(true);
  });
});

describe('NavBar as the site bar', () => {
  // Remotes find the bar by this class (the project pages' scroll spy measures its height).
  it("carries the site bar class, as does the static bar of the shell's page it replaces", () => {
    atWidth(1280);
    renderNavBar();
    expect(screen.getByRole('banner')).toHaveClass(SITE_BAR_CLASS);
    const staticBar = new DOMParser().parseFromString(SHELL_PAGE.placeholder, 'text/html').querySelector('header');
    expect(Array.from(staticBar?.classList ?? [])).toContain(SITE_BAR_CLASS);
  });
});

describe('NavBar below 1024 px', () => {
  it('moves the main links into a drawer opened by "Open menu"', async () => {
    atWidth(BREAKPOINTS.mobileNavBelow - 1);
    const { user } = renderNavBar();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Get Involved' }));
    await waitForDrawerToClose();
  });

  it('closes the drawer when a project is chosen', async () => {
    atWidth(600);
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Projects' }));
    await user.click(within(drawer).getByRole('link', { name: 'NOVA' }));
    await waitForDrawerToClose();
  });

  it('closes the drawer when the window widens to 1024 px, where the links are in the bar', async () => {
    atWidth(BREAKPOINTS.mobileNavBelow - 1);
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => atWidth(BREAKPOINTS.mobileNavBelow));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("gives the drawer's menus ids of their own, apart from the hidden bar's", async () => {
    atWidth(600);
    const { user, container } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(ids).toEqual([...new Set(ids)]);
    expect(container.querySelector('#main-nav-home')).not.toBeNull();
    expect(document.getElementById('drawer-nav-home')).not.toBeNull();
  });

  it('shows the lab title from 920 px, and only the logo (named for the lab) below', () => {
    atWidth(BREAKPOINTS.labTitleFrom);
    const { unmount } = renderNavBar();
    expect(screen.getByText(LAB.name)).toBeVisible();
    expect(screen.getByRole('link', { name: LAB.name })).toHaveAttribute('href', '/');
    unmount();
    atWidth(BREAKPOINTS.labTitleFrom - 1);
    renderNavBar();
    expect(screen.getByText(LAB.name)).not.toBeVisible();
    expect(screen.getByRole('link', { name: LAB.name })).toHaveAttribute('href', '/');
  });
});

describe('NavBar and Footer drawn on the server, which knows no width', () => {
  it.each([375, 800, 1280])('hydrates at %i px without a change, so nothing moves', async (width) => {
    atWidth(width);
    const store = makeStore({ auth: anonymous });
    const { server, hydrated, errors, unmount } = await hydrateServerMarkup(
      <Provider store={store}>
        <RouteTableProvider table={TEST_ROUTE_TABLE}>
          <MemoryRouter>
            <NavBar />
            <Footer />
          </MemoryRouter>
        </RouteTableProvider>
      </Provider>,
    );
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    unmount();
  });
});

async function waitForDrawerToClose() {
  await screen.findByRole('button', { name: 'Open menu', expanded: false });
}
