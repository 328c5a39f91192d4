import type { Reply } from 'shared-ui/api-types';
import { ADMIN, apiLogin, expect, openInApp, test } from '../fixtures';
import { AccessibilityAudit } from './accessibility-audit';
import { firstScreen, PHONE, settled } from './phone-filters-helpers';

type AuditEntry = Reply<'get', '/api/admin/audit'>['data'][number];

/** The audit trail the page is served, fixed: the shared server's trail grows with every spec. */
const ENTRY = { target: 'resource' as const, targetId: 'r1', fields: [] };
const TRAIL: AuditEntry[] = [
  { ...ENTRY, _id: 'phone-a1', at: '2025-11-03T10:00:00.000Z', actor: 'ruth', action: 'resource.updated', summary: 'ruth edited "Applying to Graduate School"', fields: ['title'] },
  { ...ENTRY, _id: 'phone-a2', at: '2025-11-02T09:00:00.000Z', actor: 'priya', action: 'resource.created', summary: 'priya added "Writing Your COGS 402 Proposal"' },
];
const reply = (data: AuditEntry[]) => ({ data, total: data.length, page: 1, pageSize: 50 });

test.describe('filters on a phone (375 × 667)', () => {
  test("the audit trail folds its four filters behind a Filters button that counts the applied ones", async ({ page }, testInfo) => {
    await apiLogin(page.request, ADMIN);
    await page.route('**/api/admin/audit?*', (route) => route.fulfill({ json: reply(new URL(route.request().url()).searchParams.has('actor') ? TRAIL.slice(0, 1) : TRAIL) }));
    await page.setViewportSize(PHONE);
    // Reached in the app, so the page reads the trail in the browser, where it is served.
    await openInApp(page, '/admin/audit');
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    const audit = new AccessibilityAudit(page, testInfo);
    const toggle = page.getByRole('button', { name: 'Filters' });
    const filters = page.getByRole('form', { name: 'Audit filters' });

    await test.step('folded: the first entry is in the first screen', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(filters).toBeHidden();
      const firstRow = await page.getByRole('row').nth(1).boundingBox();
      expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(PHONE.height);
      await firstScreen(page, 'audit-filters-folded.png');
      await audit.scanAsIs('/admin/audit, filters folded');
    });

    await test.step('unfolded, two filters applied: the button counts them, and folds the form again', async () => {
      await toggle.click();
      await expect(filters).toBeVisible();
      await filters.getByLabel('Member (username)').fill('ruth');
      await filters.getByLabel('From').fill('2025-11-01');
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('row')).toHaveCount(2);
      const counted = page.getByRole('button', { name: 'Filters, 2 active' });
      await expect(counted).toHaveText('Filters (2)');
      await page.mouse.move(0, PHONE.height - 1);
      await firstScreen(page, 'audit-filters-open.png');
      await audit.scanAsIs('/admin/audit, filters open');
      await counted.click();
      await expect(filters).toBeHidden();
    });

    await test.step('from 768 px the form shows and the button does not', async () => {
      await page.setViewportSize({ ...PHONE, width: 768 });
      await expect(filters).toBeVisible();
      await expect(toggle).toBeHidden();
    });
    await audit.expectNoViolations();
  });
});
