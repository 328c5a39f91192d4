import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { AccessibilityAudit, WIDTHS } from './accessibility-audit';

// axe on every route of the route table at the three widths, logged out and logged in, and with
// every modal and menu open (issue 9). Each test gathers all violations and fails once, listing them.

async function firstId(request: APIRequestContext, url: string): Promise<string> {
  return (await (await request.get(url)).json()).data[0]._id;
}

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

/** Opens something, scans it, and closes it again with Escape. */
async function scanOpen(audit: AccessibilityAudit, page: Page, where: string, open: () => Promise<unknown>) {
  await open();
  await page.waitForTimeout(350); // let the opening transition end, so contrast is read at full opacity
  await audit.scanAsIs(where);
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal.show, .offcanvas.show')).toHaveCount(0);
}

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

  test('dark mode follows the system setting: data-bs-theme on <html>, light otherwise', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    // A change of the setting while the page is open is followed without a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('dark mode: representative routes, as a visitor and as a member, at 1280 and 375 px', async ({ page, member }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const highlight = await firstId(page.request, '/api/highlights');
    const audit = new AccessibilityAudit(page, testInfo);
    const visitorPaths = ['/', '/projects/NOVA', '/People', '/Affiliations', '/get_involved', '/publications', `/lab_highlights/${highlight}`];
    const memberPaths = ['/resources', '/timeline'];
    const scanAll = async (paths: string[], who: string) => {
      for (const width of [1280, 375]) {
        await audit.width(width);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
          await audit.scan(`${path} (${who}, dark)`);
        }
      }
    };
    await scanAll(visitorPaths, 'visitor');
    await apiLogin(page.request, member);
    await scanAll(memberPaths, 'member');
    await audit.expectNoViolations();
  });

  test('admin pages and their dialogs, as an admin', async ({ page }, testInfo) => {
    await apiLogin(page.request, ADMIN);
    const highlight = await firstId(page.request, '/api/highlights');
    const audit = new AccessibilityAudit(page, testInfo);
    const paths = [
      '/edit_teams',
      '/admin/signup-tokens',
      '/admin/highlights',
      '/admin/highlights/new',
      `/admin/highlights/${highlight}/edit`,
      '/admin/members',
      '/admin/audit',
      '/admin/remotes',
    ];
    for (const width of WIDTHS) {
      await audit.width(width);
      await audit.scanPaths(paths, 'admin');

      await page.goto('/edit_teams');
      await audit.scan('/edit_teams');
      const nova = page.getByRole('region', { name: 'NOVA', exact: true });
      await nova.getByRole('button', { name: 'Active Members' }).click();
      await nova.getByRole('button', { name: /^Edit / }).first().click();
      await audit.scanAsIs('/edit_teams with a member being edited');

      await page.getByRole('button', { name: ADMIN.username }).click();
      await expect(page.getByRole('link', { name: 'Edit Teams' })).toBeVisible();
      await audit.scanAsIs('account menu (admin)');
      await page.keyboard.press('Escape');

      await page.goto('/admin/signup-tokens');
      await audit.scan('/admin/signup-tokens');
      await scanOpen(audit, page, 'rotate token confirm dialog', () =>
        page.getByRole('button', { name: 'Rotate the Volunteer token' }).click(),
      );
      await page.goto('/admin/highlights');
      await audit.scan('/admin/highlights');
      await scanOpen(audit, page, 'delete highlight confirm dialog', () =>
        page.getByRole('button', { name: /^Delete / }).first().click(),
      );

      await page.goto('/admin/members');
      await audit.scan('/admin/members');
      await scanOpen(audit, page, 'make admin confirm dialog', () => page.getByRole('button', { name: /^Make admin / }).first().click());
      await scanOpen(audit, page, 'deactivate confirm dialog', () => page.getByRole('button', { name: /^Deactivate / }).first().click());
      await scanOpen(audit, page, 'reset link dialog, with its link', async () => {
        await page.getByRole('button', { name: /^Reset link / }).first().click();
        await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Reset link' })).toHaveValue(/token=/);
      });
      await page.getByRole('searchbox', { name: 'Search' }).fill('no such member anywhere');
      await expect(page.getByText('No members match your search.')).toBeVisible();
      await audit.scanAsIs('/admin/members, nothing found');

      await page.goto('/admin/audit');
      await audit.scan('/admin/audit');
      await page.getByLabel('Action').selectOption({ label: 'Sign-up token rotated' });
      await page.getByLabel('From').fill('2001-01-01');
      await page.getByLabel('To').fill('2001-01-02');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('No audit entries match these filters.')).toBeVisible();
      await audit.scanAsIs('/admin/audit, nothing found');

      await page.goto('/admin/remotes');
      await audit.scan('/admin/remotes');
      await scanOpen(audit, page, 'new deploy token dialog, with its token', async () => {
        await page.getByRole('button', { name: 'Create token for mfe-timeline' }).click();
        await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Deploy token' })).toHaveValue(/^lpd_/);
      });
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
