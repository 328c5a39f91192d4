import { apiLogin, expect, openInApp, test } from '../fixtures';
import { AccessibilityAudit } from './accessibility-audit';
import { firstScreen, PHONE, settled } from './phone-filters-helpers';
import type { Snapshot } from './timeline-helpers';

/** The timeline the page is served, fixed, so the screenshots do not depend on what other specs added. */
const ENTRY = { hyperlinks: [], contributors: [], updatedTime: '2025-11-03T10:00:00.000Z' };
const TIMELINE: Snapshot[] = [
  { ...ENTRY, _id: 'phone-t1', author: 'ruth', title: 'Pilot of the crowding study', project: 'NOVA', date: '2025-11-03T10:00:00.000Z', descriptions: ['Ran eight pilot participants; the stimuli are ready.'], categories: ['Progress'] },
  { ...ENTRY, _id: 'phone-t2', author: 'priya', title: 'Lab meeting: reading group', project: 'VISTA', date: '2025-10-14T10:00:00.000Z', descriptions: ['Discussed the new attention paper.'], categories: ['Meetings'] },
];
const FILTERS = { author: ['priya', 'ruth'], project: ['NOVA', 'VISTA'], categories: ['Meetings', 'Progress'] };

test.describe('filters on a phone (375 × 667)', () => {
  test('the timeline folds its filters (as at any width up to 1000 px), counting the active ones', async ({ page, member }, testInfo) => {
    await apiLogin(page.request, member);
    await page.route('**/api/snapshots', (route) => route.fulfill({ json: { data: TIMELINE } }));
    await page.route('**/api/snapshots/filters', (route) => route.fulfill({ json: { filters: FILTERS } }));
    await page.setViewportSize(PHONE);
    await openInApp(page, '/timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await expect(page.getByText('Pilot of the crowding study')).toBeVisible();
    await settled(page);
    const audit = new AccessibilityAudit(page, testInfo);
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    // The first entry's heading is in the first screen.
    const entry = await page.getByRole('main').getByRole('link').filter({ hasNotText: /^Add New Entry$/ }).first().boundingBox();
    expect(entry!.y + entry!.height).toBeLessThanOrEqual(PHONE.height);
    await firstScreen(page, 'timeline-filters-folded.png');
    await audit.scanAsIs('/timeline, filters folded');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('From', { exact: true }).blur();
    await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toHaveText('Filters (1)');
    await page.mouse.move(0, PHONE.height - 1);
    await firstScreen(page, 'timeline-filters-open.png');
    await audit.scanAsIs('/timeline, filters open');
    await audit.expectNoViolations();
  });
});
