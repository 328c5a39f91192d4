import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { LAB, PROJECTS, SITE_BAR_CLASS } from 'shared-ui';
import { anonymous } from '../../../testing/auth-states';
import { setWindowWidth } from 'shared-ui/testing';
import { renderWithStore } from '../../../testing/render';
import { selectModals } from '../../../state/uiSlice';
import { NavBar } from './NavBar';

const renderNavBar = () => renderWithStore(<NavBar />, { preloadedState: { auth: anonymous } });

describe('NavBar on a wide window (1024 px and up)', () => {
  beforeEach(() => setWindowWidth(1024));

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
  it('carries the site bar class, as does the static bar of index.html it replaces', () => {
    setWindowWidth(1280);
    renderNavBar();
    expect(screen.getByRole('banner')).toHaveClass(SITE_BAR_CLASS);
    const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
    const staticBar = new DOMParser().parseFromString(html, 'text/html').querySelector('header');
    expect(Array.from(staticBar?.classList ?? [])).toContain(SITE_BAR_CLASS);
  });
});

describe('NavBar below 1024 px', () => {
  it('moves the main links into a drawer opened by "Open menu"', async () => {
    setWindowWidth(1023);
    const { user } = renderNavBar();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Get Involved' }));
    await waitForDrawerToClose();
  });

  it('closes the drawer when a project is chosen', async () => {
    setWindowWidth(600);
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Projects' }));
    await user.click(within(drawer).getByRole('link', { name: 'NOVA' }));
    await waitForDrawerToClose();
  });

  it('shows the lab title from 920 px, and only the logo (named for the lab) below', () => {
    setWindowWidth(920);
    const { unmount } = renderNavBar();
    expect(screen.getByText(LAB.name)).toBeInTheDocument();
    unmount();
    setWindowWidth(919);
    renderNavBar();
    expect(screen.queryByText(LAB.name)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LAB.name })).toHaveAttribute('href', '/');
  });
});

async function waitForDrawerToClose() {
  await screen.findByRole('button', { name: 'Open menu', expanded: false });
}
