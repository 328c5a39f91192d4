import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { AccessibilityAudit, firstId, scanOpen, WIDTHS } from './accessibility-audit';

// axe on every route of the route table at the three widths, logged out and logged in, and with
// every modal and menu open (issue 9). Each test gathers all violations and fails once, listing them.

test.describe('accessibility (axe: WCAG 2.1 A/AA and best practices)', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    // Animations are decoration; scanning mid-fade would measure half-transparent text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('members pages and their dialogs, as a member', async ({ page, member }, testInfo) => {
    await apiLogin(page.request, member);
    const entry = await firstId(page.request, '/api/snapshots');
    const resource = await firstId(page.request, '/api/resources');
    const audit = new AccessibilityAudit(page, testInfo);
    const paths = ['/', '/resources', `/resources/${resource}`, '/editprofile', '/timeline', '/timeline/add', `/timeline/edit/${entry}`];
    for (const width of WIDTHS) {
      await audit.width(width);
      await audit.scanPaths(paths, 'member');

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width < 1024) {
        await scanOpen(audit, page, 'mobile drawer (member)', () => page.getByRole('button', { name: 'Open menu' }).click());
      }
      await page.getByRole('button', { name: member.username }).click();
      await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
      await audit.scanAsIs('account menu (member)');
      await page.keyboard.press('Escape');

      await page.goto('/resources');
      await audit.scan('/resources');
      await scanOpen(audit, page, 'Add Resource modal', () => page.getByRole('button', { name: 'Add Resource' }).click());
      await scanOpen(audit, page, 'Edit Resource modal', () =>
        page.getByRole('main').getByRole('button', { name: /^Edit / }).first().click(),
      );
      await page.goto(`/resources/${resource}`);
      await audit.scan('/resources/{id}');
      await scanOpen(audit, page, 'Edit Resource modal (detail)', () =>
        page.getByRole('button', { name: /^Edit Resource / }).click(),
      );

      await page.goto('/timeline');
      await audit.scan('/timeline');
      await expect(page.getByText('Loading the timeline...')).toHaveCount(0);
      await scanOpen(audit, page, 'timeline delete dialog', () =>
        page.getByRole('button', { name: /^Delete / }).first().click(),
      );
      await scanOpen(audit, page, 'calendar feed dialog', async () => {
        await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
        await expect(page.getByRole('dialog').getByLabel('Your personal calendar link')).toHaveValue(/token=/);
      });
      if (width > 1000) {
        for (const filter of ['Project', 'Category', 'Author']) {
          await page.getByRole('button', { name: filter, exact: true }).click();
          await expect(page.locator('.dropdown-menu.show')).toBeVisible();
          await audit.scanAsIs(`timeline ${filter} filter menu`);
          await page.keyboard.press('Escape');
        }
      }
    }
    await audit.expectNoViolations();
  });

  test("the members' remaining dialogs: the Error dialog, Delete file, and the folded timeline filters", async ({ page, member, playwright, baseURL }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL });
    await apiLogin(admin, ADMIN);
    const othersTitle = `Admin's reading list ${Date.now()}`;
    const created = await admin.post('/api/resources', {
      data: { title: othersTitle, author: 'Lab admin', category: { main: 'COGS 402', sub: '' }, resource_link: 'https://example.org/reading' },
    });
    expect(created.ok()).toBeTruthy();
    await admin.dispose();

    await apiLogin(page.request, member);
    const own = await page.request.post('/api/resources', {
      data: { title: 'Poster guide', author: 'Me', category: { main: 'COGS 402', sub: '' }, resource_link: 'https://example.org/poster' },
    });
    const ownId: string = (await own.json()).data._id;
    const files = new FormData();
    files.append('files', new Blob(['participant,accuracy\nP1,0.91\n'], { type: 'text/csv' }), 'scores.csv');
    expect((await page.request.post(`/api/resources/${ownId}/attachments`, { multipart: files })).ok()).toBeTruthy();

    const audit = new AccessibilityAudit(page, testInfo);
    for (const width of WIDTHS) {
      await audit.width(width);
      await page.goto('/resources');
      await audit.scan('/resources');
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: othersTitle });
      await card.getByRole('button', { name: `Edit ${othersTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
      await dialog.getByLabel('Author').fill('Someone else');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      const error = page.getByRole('dialog', { name: 'Error' });
      await expect(error.getByText('You do not have permission to update this resource')).toBeVisible();
      await page.waitForTimeout(350); // the opening transition, as scanOpen waits
      await audit.scanAsIs('Edit Resource Error dialog');
      await error.getByRole('button', { name: 'Close' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.locator('.modal.show')).toHaveCount(0);

      await page.goto(`/resources/${ownId}`);
      await audit.scan('/resources/{id} with a file');
      await scanOpen(audit, page, 'Delete file dialog', () =>
        page.getByRole('region', { name: 'Files' }).getByRole('button', { name: 'Delete scores.csv' }).click(),
      );

      if (width <= 1000) {
        await page.goto('/timeline');
        await audit.scan('/timeline');
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await expect(page.getByLabel('From', { exact: true })).toBeVisible();
        await audit.scanAsIs('timeline filters, unfolded');
        for (const filter of ['Project', 'Category', 'Author']) {
          await page.getByRole('button', { name: filter, exact: true }).click();
          await expect(page.locator('.dropdown-menu.show')).toBeVisible();
          await audit.scanAsIs(`timeline ${filter} filter menu (folded layout)`);
          await page.keyboard.press('Escape');
        }
      }
    }
    await audit.expectNoViolations();
  });
});
