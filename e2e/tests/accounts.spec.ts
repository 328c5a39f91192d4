import { readFile } from 'node:fs/promises';
import { ADMIN, apiLogin, expect, pageIn, test } from '../fixtures';
import {
  accountEntry,
  confirmChange,
  expectNoSidewaysScroll,
  findAccount,
  LAST_ADMIN,
  LINK_NOT_VALID,
  loggedIn,
  logInThroughTheModal,
  openFromAccountMenu,
  parseCsv,
  PASSWORD_RESET,
  sessionOf,
  signUpNamed,
} from './accounts-helpers';

// Issue 20: the lab's accounts run from the site, as a new admin would use it, at a phone's
// width and a desktop's.
const LAB_ADMIN = { username: ADMIN.username, name: 'Lab Admin' };

for (const width of [1280, 375]) {
  test.describe(`accounts at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('Members & roles: make a member admin and revoke it, the last admin stays, deactivate and reactivate', async ({
      page,
      playwright,
      baseURL,
      browser,
    }) => {
      const alma = await signUpNamed(playwright, baseURL!, 'Alma');
      const almaElsewhere = await sessionOf(playwright, baseURL!, alma);

      await test.step('the admin opens Members & roles from the account menu and finds Alma', async () => {
        await openFromAccountMenu(page, 'Members & roles');
        const entry = await findAccount(page, alma);
        await expect(entry).toContainText(alma.name);
        await expect(entry).toContainText('Co-Pilot, NOVA');
        await expect(entry).toContainText('Member');
        await expect(entry).toContainText('Active');
        const today = new Date().toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric' });
        await expect(entry).toContainText(today);
        await expect(page.getByRole('table')).toHaveCount(width >= 992 ? 1 : 0);
        await expectNoSidewaysScroll(page);
      });

      await test.step('Make admin asks first; then Alma can use the admin API', async () => {
        const dialog = await confirmChange(page, 'Make admin', alma, 'Make admin');
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: `${alma.name} is now an admin.` })).toBeVisible();
        await expect(accountEntry(page, alma)).toContainText('Admin');
        expect((await almaElsewhere.get('/api/signup-tokens')).status()).toBe(200);
      });

      await test.step('Revoke admin takes it back', async () => {
        await confirmChange(page, 'Revoke admin', alma, 'Revoke admin');
        await expect(page.getByRole('status').filter({ hasText: `${alma.name} is no longer an admin.` })).toBeVisible();
        await expect(accountEntry(page, alma)).toContainText('Member');
        expect((await almaElsewhere.get('/api/signup-tokens')).status()).toBe(403);
      });

      await test.step('revoking the last admin is refused with the sentence, in the dialog', async () => {
        const admins = (await (await page.request.get('/api/admin/users')).json()).data.filter(
          (account: { isAdmin: boolean; isActive: boolean }) => account.isAdmin && account.isActive,
        );
        // Only then is this the last admin: revoking anyone else would succeed.
        expect(admins.map((account: { username: string }) => account.username)).toEqual([ADMIN.username]);
        await findAccount(page, LAB_ADMIN);
        const dialog = await confirmChange(page, 'Revoke admin', LAB_ADMIN, 'Revoke admin');
        await expect(dialog.getByRole('alert')).toHaveText(LAST_ADMIN);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(accountEntry(page, LAB_ADMIN)).toContainText('Admin');
      });

      await test.step('Deactivate says what ends, and Alma is out at once', async () => {
        await findAccount(page, alma);
        await page.getByRole('button', { name: `Deactivate ${alma.name} (${alma.username})` }).click();
        const dialog = page.getByRole('dialog', { name: `Deactivate ${alma.name}?` });
        await expect(dialog).toContainText('Their sessions and their calendar feed link end at once');
        await expect(dialog).toContainText('Their content stays on the site and still shows their name.');
        await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: `${alma.name} is deactivated.` })).toBeVisible();
        await expect(accountEntry(page, alma)).toContainText('Deactivated');
        expect(await loggedIn(almaElsewhere)).toBe(false);
      });

      await test.step('a deactivated member cannot log in', async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const visitor = await pageIn(context);
        await visitor.goto('/');
        const dialog = await logInThroughTheModal(visitor, alma);
        await expect(dialog.getByText('Error: Incorrect username or password.')).toBeVisible();
        await context.close();
      });

      await test.step('Reactivate lets her in again', async () => {
        await confirmChange(page, 'Reactivate', alma, 'Reactivate');
        await expect(page.getByRole('status').filter({ hasText: `${alma.name} is active again.` })).toBeVisible();
        await expect(accountEntry(page, alma)).toContainText('Active');
        const again = await sessionOf(playwright, baseURL!, alma);
        expect(await loggedIn(again)).toBe(true);
        await again.dispose();
      });
      await almaElsewhere.dispose();
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
        expect((await old.post('/api/users/login', { data: bruno })).status()).toBe(401);
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

    test('Audit lists the account actions, filters by action and exports them as CSV', async ({ page, playwright, baseURL }) => {
      const cleo = await signUpNamed(playwright, baseURL!, 'Cleo');
      await apiLogin(page.request, ADMIN);
      const cleoId = (await (await page.request.get('/api/admin/users')).json()).data.find(
        (account: { username: string }) => account.username === cleo.username,
      )._id;
      for (const change of [{ isAdmin: true }, { isAdmin: false }, { isActive: false }, { isActive: true }]) {
        expect((await page.request.patch(`/api/admin/users/${cleoId}`, { data: change })).status()).toBe(200);
      }
      expect((await page.request.post(`/api/admin/users/${cleoId}/reset-link`)).status()).toBe(200);

      await test.step('newest first: the five actions, by the admin, on Cleo', async () => {
        await openFromAccountMenu(page, 'Audit');
        const rows = page.getByRole('main').getByRole('table').getByRole('row');
        await expect(rows.first()).toContainText(['When', 'Who', 'Action', 'What', 'Summary'].join(''));
        const actions = ['Reset link created', 'Account reactivated', 'Account deactivated', 'Admin revoked', 'Made admin'];
        for (const [index, action] of actions.entries()) {
          const row = rows.nth(index + 1);
          await expect(row.getByRole('cell').nth(1)).toHaveText(ADMIN.username);
          await expect(row.getByRole('cell').nth(2)).toHaveText(action);
          await expect(row.getByRole('cell').nth(3)).toHaveText('Account');
        }
        if (width < 992) {
          // The table scrolls inside its own region, not the page.
          await expectNoSidewaysScroll(page);
          await expect(page.getByRole('region', { name: /^Audit entries, newest first/ })).toHaveAttribute('tabindex', '0');
        }
      });

      await test.step('filtered by action and member, only deactivations are left', async () => {
        const filters = page.getByRole('form', { name: 'Audit filters' });
        await filters.getByLabel('Member (username)').fill(ADMIN.username.toUpperCase());
        await filters.getByLabel('Action').selectOption({ label: 'Account deactivated' });
        const today = new Date().toISOString().slice(0, 10);
        await filters.getByLabel('From').fill(today);
        await filters.getByLabel('To').fill(today);
        await filters.getByRole('button', { name: 'Apply' }).click();
        const actions = page.getByRole('main').getByRole('table').getByRole('row').locator('td:nth-child(3)');
        await expect(actions.first()).toHaveText('Account deactivated');
        expect(new Set(await actions.allInnerTexts())).toEqual(new Set(['Account deactivated']));
      });

      await test.step('Export CSV downloads every matching entry', async () => {
        const count = Number((await page.getByText(/^Entries 1–\d+ of \d+$/).innerText()).split(' of ')[1]);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
        const bytes = await readFile((await download.path())!);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...rows] = parseCsv(bytes.toString('utf8'));
        expect(header).toEqual(['When (UTC)', 'Who', 'Action', 'Action code', 'What', 'Target ID', 'Summary', 'Fields']);
        expect(rows).toHaveLength(count);
        for (const row of rows) {
          expect(row[1]).toBe(ADMIN.username);
          expect(row.slice(2, 5)).toEqual(['Account deactivated', 'user.deactivated', 'Account']);
          expect(Number.isNaN(Date.parse(row[0]))).toBe(false);
        }
        expect(rows.map((row) => row[5])).toContain(cleoId);
      });
    });
  });
}

test.describe('accounts, as someone who is not an admin', () => {
  const calls = (id: string) =>
    [
      ['GET /api/admin/users', 'get', '/api/admin/users', undefined],
      ['PATCH /api/admin/users/{id}', 'patch', `/api/admin/users/${id}`, { isAdmin: true }],
      ['POST /api/admin/users/{id}/reset-link', 'post', `/api/admin/users/${id}/reset-link`, undefined],
      ['GET /api/admin/audit', 'get', '/api/admin/audit', undefined],
    ] as const;

  test('a member has no menu links to them, sees the error page, and every call is refused', async ({ page, member, playwright, baseURL }) => {
    await apiLogin(page.request, member);
    await page.goto('/');
    await page.getByRole('button', { name: member.username }).click();
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Members & roles' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Audit' })).toHaveCount(0);
    for (const path of ['/admin/members', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
    }
    const admin = await sessionOf(playwright, baseURL!, ADMIN);
    const self = (await (await admin.get('/api/admin/users')).json()).data.find((a: { username: string }) => a.username === member.username);
    await admin.dispose();
    for (const [name, method, url, data] of calls(self._id)) {
      expect((await page.request[method](url, data ? { data } : {})).status(), name).toBe(403);
    }
    const visitor = await playwright.request.newContext({ baseURL });
    for (const [name, method, url, data] of calls(self._id)) {
      expect((await visitor[method](url, data ? { data } : {})).status(), name).toBe(401);
    }
    await visitor.dispose();
  });
});
