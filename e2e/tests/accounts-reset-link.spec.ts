import { expect, pageIn, test } from '../fixtures';
import {
  expectNoSidewaysScroll,
  findAccount,
  LINK_NOT_VALID,
  loggedIn,
  logInThroughTheModal,
  openFromAccountMenu,
  PASSWORD_RESET,
  sessionOf,
  signUpNamed,
} from './accounts-helpers';

// Issue 20: the lab's accounts run from the site, as a new admin would use it, at a phone's
// width and a desktop's.

for (const width of [1280, 375]) {
  test.describe(`accounts at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a reset link, shown once, sets a new password once in a fresh browser', async ({ page, playwright, baseURL, browser }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const bruno = await signUpNamed(playwright, baseURL!, 'Bruno');
      const brunoElsewhere = await sessionOf(playwright, baseURL!, bruno);
      let link = '';

      await test.step('the admin creates the link and copies it; closed, it is gone', async () => {
        await openFromAccountMenu(page, 'Members & roles');
        await findAccount(page, bruno);
        await page.getByRole('button', { name: `Reset link ${bruno.name} (${bruno.username})` }).click();
        const dialog = page.getByRole('dialog', { name: `Password reset link for ${bruno.name}` });
        const field = dialog.getByRole('textbox', { name: 'Reset link' });
        await expect(field).toHaveValue(/\/reset-password\?token=[^&\s]+$/);
        link = await field.inputValue();
        await expect(dialog).toContainText('it sets a new password once, within 24 hours');
        await expect(dialog).toContainText('It is shown only this once');
        await dialog.getByRole('button', { name: 'Copy link' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Copied.');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
        await expectNoSidewaysScroll(page);
        await dialog.getByRole('button', { name: 'Done' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: 'Reset link' })).toHaveCount(0);
      });

      const url = new URL(link);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const visitor = await pageIn(context);
      const newPassword = 'a fresh password from a link';

      await test.step('Bruno opens it in a fresh browser and sets a new password', async () => {
        await visitor.goto(`${url.pathname}${url.search}`);
        await expect(visitor.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
        await expect(visitor.getByRole('button', { name: 'Login/Register' })).toBeVisible();
        await visitor.getByLabel('New password', { exact: true }).fill(newPassword);
        await visitor.getByLabel('Confirm new password').fill('not the same password');
        await visitor.getByRole('button', { name: 'Set new password' }).click();
        await expect(visitor.getByText('Passwords do not match')).toBeVisible();
        await visitor.getByLabel('Confirm new password').fill(newPassword);
        await visitor.getByRole('button', { name: 'Set new password' }).click();
        await expect(visitor.getByText(PASSWORD_RESET)).toBeVisible();
        await expectNoSidewaysScroll(visitor);
        expect(await loggedIn(brunoElsewhere)).toBe(false);
      });

      await test.step('he logs in with it from the page; the old password no longer works', async () => {
        await visitor.getByRole('button', { name: 'Log in' }).click();
        await logInThroughTheModal(visitor, { username: bruno.username, password: newPassword });
        await expect(visitor.getByText('SUCCESSFULLY LOGGED IN.')).toBeVisible();
        await expect(visitor.getByRole('button', { name: bruno.username })).toBeVisible();
        const old = await playwright.request.newContext({ baseURL });
        expect((await old.post('/api/users/login', { data: { username: bruno.username, password: bruno.password } })).status()).toBe(401);
        await old.dispose();
      });

      await test.step('the link works once: then it is not valid any more', async () => {
        const later = await browser.newContext({ viewport: { width, height: 900 } });
        const again = await pageIn(later);
        await again.goto(`${url.pathname}${url.search}`);
        await again.getByLabel('New password', { exact: true }).fill('yet another password');
        await again.getByLabel('Confirm new password').fill('yet another password');
        await again.getByRole('button', { name: 'Set new password' }).click();
        await expect(again.getByText(LINK_NOT_VALID)).toBeVisible();
        await again.goto('/reset-password');
        await expect(again.getByText(LINK_NOT_VALID)).toBeVisible();
        await later.close();
      });
      await context.close();
      await brunoElsewhere.dispose();
    });
  });
}
