import type { Page } from '@playwright/test';
import { expect, test, type Account } from '../fixtures';
import { checkModal, expectEscapeReturns, expectFocusTrapped, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Issue 9: the whole site works from the keyboard alone (keyboard-helpers.ts).

test.beforeEach(async ({ page }) => {
  // Bootstrap then drops its transitions, so styles and menus are read in their final state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logInByKeyboard(page: Page, account: Account) {
  const opener = page.getByRole('button', { name: 'Login/Register' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in to the lab' });
  const username = dialog.getByLabel('Username');
  await tabTo(page, username);
  await expectVisibleFocus(username);
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: account.username })).toBeVisible();
}

test.describe('keyboard only', () => {
  test('shell at 1280 px: skip link, top links, Home and Projects dropdowns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('the skip link is the first stop and moves focus to the content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(skip);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });

    const nav = mainNav(page);
    const home = nav.getByRole('button', { name: 'Home', exact: true });
    const homeMenu = nav.locator('[aria-labelledby="main-nav-home"]');

    await test.step('Home: Enter opens, arrows move, Escape closes and returns focus', async () => {
      await tabTo(page, home, { back: true });
      await expectVisibleFocus(home);
      await page.keyboard.press('Enter');
      await expect(home).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const ourLab = homeMenu.getByRole('link', { name: 'Our Lab' });
      await expect(ourLab).toBeFocused();
      await expectVisibleFocus(ourLab);
      await page.keyboard.press('ArrowDown');
      await expect(homeMenu.getByRole('link', { name: 'Related Labs' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(ourLab).toBeFocused();
      await expectEscapeReturns(page, home, homeMenu);
    });

    await test.step('Home: Space and ArrowDown open it too', async () => {
      await page.keyboard.press('Space');
      await expect(homeMenu).toBeVisible();
      await expectEscapeReturns(page, home, homeMenu);
      await page.keyboard.press('ArrowDown');
      await expect(homeMenu).toBeVisible();
      await expectEscapeReturns(page, home, homeMenu);
    });

    await test.step('Projects: an item chosen with Enter navigates', async () => {
      const projects = nav.getByRole('button', { name: 'Projects', exact: true });
      await tabTo(page, projects);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = nav.locator('[aria-labelledby="main-nav-projects"] .dropdown-item').nth(1);
      await expect(second).toBeFocused();
      const href = await second.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    await test.step('top links: Get Involved and Highlights', async () => {
      const getInvolved = nav.getByRole('link', { name: 'Get Involved' });
      await tabTo(page, getInvolved, { back: true, max: 60 });
      await expectVisibleFocus(getInvolved);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/get_involved$/);
      await tabTo(page, nav.getByRole('link', { name: 'Highlights' }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/lab_highlights$/);
    });
  });

  test('shell at 375 px: the menu toggler opens a trapped drawer whose links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggler = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggler);
    await expectVisibleFocus(toggler);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await checkModal(page, toggler, drawer, 8);

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const projects = drawer.getByRole('button', { name: 'Projects', exact: true });
    await tabTo(page, projects);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const first = drawer.locator('.dropdown-item').first();
    await expect(first).toBeFocused();
    await expectVisibleFocus(first);
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(drawer).toBeHidden();
  });

  test('login and sign-up modals: trapped, Escape closes, focus returns; login by keyboard', async ({ page, member }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Login/Register' });
    await tabTo(page, opener);
    await expectVisibleFocus(opener);
    await checkModal(page, opener, page.getByRole('dialog', { name: 'Log in to the lab' }), 8);

    await test.step('sign-up, opened from the login modal by keyboard', async () => {
      await page.keyboard.press('Enter');
      const login = page.getByRole('dialog', { name: 'Log in to the lab' });
      const toSignup = login.getByRole('button', { name: 'Need an account? Sign up' });
      await tabTo(page, toSignup);
      await expectVisibleFocus(toSignup);
      await page.keyboard.press('Enter');
      const signup = page.getByRole('dialog', { name: 'Sign up' });
      await expect(signup).toBeVisible();
      await expect.poll(() => signup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectFocusTrapped(page, signup, 20);
      const project = signup.getByLabel('Project');
      await tabTo(page, project);
      await expectVisibleFocus(project);
      await page.keyboard.press('Escape');
      await expect(signup).toBeHidden();
      // The link that opened it went with the login modal: focus goes back to Login/Register.
      await expect(opener).toBeFocused();
    });

    await test.step('the login form, filled and sent with the keyboard', async () => {
      await page.keyboard.press('Shift+Tab');
      await logInByKeyboard(page, member);
    });
  });
});
