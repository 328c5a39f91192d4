import { ADMIN, apiLogin, expect, pageIn, test } from '../fixtures';
import {
  accountEntry,
  confirmChange,
  expectNoSidewaysScroll,
  findAccount,
  LAST_ADMIN,
  loggedIn,
  logInThroughTheModal,
  openFromAccountMenu,
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
