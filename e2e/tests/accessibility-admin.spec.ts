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
      // Under 768 px the filters are folded behind the Filters button.
      if (width < 768) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Action').selectOption({ label: 'Sign-up token rotated' });
      await page.getByLabel('From').fill('2001-01-01');
      await page.getByLabel('To').fill('2001-01-02');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('No audit entries match these filters.')).toBeVisible();
      await audit.scanAsIs('/admin/audit, nothing found');

      await page.goto('/admin/remotes');
      await audit.scan('/admin/remotes');
      await scanOpen(audit, page, 'new deploy token form, its team refused', async () => {
        await page.getByRole('button', { name: 'Create token for mfe-timeline' }).click();
        const form = page.getByRole('dialog', { name: 'Create a deploy token for mfe-timeline' });
        await form.getByRole('button', { name: 'Create token' }).click();
        await expect(form.getByText('Name the team that will use this token, in 1 to 60 characters.')).toBeVisible();
      });
      await scanOpen(audit, page, 'new deploy token dialog, with its token', async () => {
        await page.getByRole('button', { name: 'Create token for mfe-timeline' }).click();
        const form = page.getByRole('dialog', { name: 'Create a deploy token for mfe-timeline' });
        await form.getByRole('textbox', { name: 'Team' }).fill('Accessibility check');
        await form.getByRole('button', { name: 'Create token' }).click();
        await expect(page.getByRole('dialog', { name: 'New deploy token for mfe-timeline' }).getByRole('textbox', { name: 'Deploy token' })).toHaveValue(/^lpd_/);
      });
    }
    await audit.expectNoViolations();
  });
});
