import { readFile } from 'node:fs/promises';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { expectNoSidewaysScroll, openFromAccountMenu, parseCsv, signUpNamed } from './accounts-helpers';

// Issue 20: the lab's accounts run from the site, as a new admin would use it, at a phone's
// width and a desktop's.

for (const width of [1280, 375]) {
  test.describe(`accounts at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
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
        // Under 768 px the filters are folded behind the Filters button.
        if (width < 768) await page.getByRole('button', { name: 'Filters' }).click();
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
