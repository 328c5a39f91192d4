import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { AccessibilityAudit, firstId, scanOpen, WIDTHS } from './accessibility-audit';

// axe on every route of the route table at the three widths, logged out and logged in, and with
// every modal and menu open (issue 9). Each test gathers all violations and fails once, listing them.

const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/join',
  '/team',
  '/get_involved',
  '/publications',
  '/People',
  '/Affiliations',
  '/lab_highlights',
  '/projects',
  '/projects/overview',
  '/projects/NOVA',
  '/projects/Correlation/Mainstream',
  '/errorPage',
  '/no-such-page',
  // The reset page: its form (a token it has not tried yet) and what it says without a token.
  '/reset-password?token=not-tried-by-axe',
  '/reset-password',
];

test.describe('accessibility (axe: WCAG 2.1 A/AA and best practices)', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    // Animations are decoration; scanning mid-fade would measure half-transparent text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('every public route, as a visitor, at 375, 800 and 1280 px', async ({ page }, testInfo) => {
    const audit = new AccessibilityAudit(page, testInfo);
    const paths = [...PUBLIC_PATHS, `/lab_highlights/${await firstId(page.request, '/api/highlights')}`];
    for (const width of WIDTHS) {
      await audit.width(width);
      await audit.scanPaths(paths, 'visitor');
    }
    await audit.expectNoViolations();
  });

  test('the visitor\'s modals and menus: login, sign-up, drawer, nav dropdowns', async ({ page }, testInfo) => {
    const audit = new AccessibilityAudit(page, testInfo);
    for (const width of WIDTHS) {
      await audit.width(width);
      await page.goto('/');
      await audit.scan('/ (visitor)');
      await scanOpen(audit, page, 'login modal', () => page.getByRole('button', { name: 'Login/Register' }).click());
      await scanOpen(audit, page, 'sign-up modal', async () => {
        await page.getByRole('button', { name: 'Login/Register' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Need an account? Sign up' }).click();
        await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
      });
      if (width < 1024) {
        await scanOpen(audit, page, 'mobile drawer', () => page.getByRole('button', { name: 'Open menu' }).click());
      } else {
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const menu of ['Home', 'Projects']) {
          await nav.getByRole('button', { name: menu, exact: true }).click();
          await expect(nav.locator('.dropdown-menu.show')).toBeVisible();
          await audit.scanAsIs(`${menu} dropdown`);
          await page.keyboard.press('Escape');
        }
      }
    }
    await audit.expectNoViolations();
  });

  test('the reset page as a visitor: the form with its errors, a link that is not valid, and one that worked', async ({ page, member, playwright, baseURL }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL });
    await apiLogin(admin, ADMIN);
    const accounts = (await (await admin.get('/api/admin/users')).json()).data as { _id: string; username: string }[];
    const memberId = accounts.find((account) => account.username === member.username)!._id;
    const audit = new AccessibilityAudit(page, testInfo);
    for (const width of WIDTHS) {
      await audit.width(width);
      await page.goto('/reset-password?token=not-a-real-token');
      await audit.scan('/reset-password (form)');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('New password is required')).toBeVisible();
      await audit.scanAsIs('/reset-password (form with errors)');
      await page.getByLabel('New password', { exact: true }).fill('an axe password');
      await page.getByLabel('Confirm new password').fill('an axe password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('This reset link is not valid any more.')).toBeVisible();
      await audit.scanAsIs('/reset-password (link not valid)');

      const link = new URL((await (await admin.post(`/api/admin/users/${memberId}/reset-link`)).json()).data.url);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel('New password', { exact: true }).fill(`an axe password ${width}`);
      await page.getByLabel('Confirm new password').fill(`an axe password ${width}`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await audit.scanAsIs('/reset-password (password set)');
    }
    await admin.dispose();
    await audit.expectNoViolations();
  });
});
