import type { Page } from '@playwright/test';
import { apiLogin, expect, openInApp, test } from '../fixtures';
import { AccessibilityAudit } from './accessibility-audit';
import { firstScreen, PHONE, settled } from './phone-filters-helpers';


/**
 * The library the page is served, fixed: the first-screen check and the screenshots must not
 * depend on what other specs added to the shared server, nor on the day the demo data was seeded.
 * Modelled on the demo data, the first card with a long title and a link that wraps.
 */
const LIBRARY = [
  {
    _id: 'phone-1',
    title: 'Applying to Graduate School in Psychology',
    description: 'An overview of graduate programs in psychology and how to plan your applications.',
    category: { main: 'Career Workshops', sub: 'Grad School' },
    author: 'Ruth Whitfield',
    createdAt: '2025-11-03T10:00:00.000Z',
    resource_link: 'https://www.apa.org/education-career/grad',
  },
  {
    _id: 'phone-2',
    title: 'Writing Your COGS 402 Proposal',
    description: 'Guides on structuring a research proposal: background, question, predictions and methods.',
    category: { main: 'COGS 402', sub: '2025' },
    author: 'Priya Raman',
    createdAt: '2025-10-14T10:00:00.000Z',
    resource_link: 'https://writingcenter.unc.edu/tips-and-tools/',
  },
  {
    _id: 'phone-3',
    title: 'Building Experiments in PsychoPy',
    description: 'Slides and the example experiment from the PsychoPy workshop.',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    author: 'Sofia Petrova',
    createdAt: '2024-09-12T10:00:00.000Z',
    resource_link: 'https://www.psychopy.org/',
  },
];
const FILTER_VALUES = { category: ['COGS 402', 'Skills Workshops', 'Research Project', 'Career Workshops'], date: ['2025', '2024'] };

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const filterList = (page: Page) => page.getByRole('navigation', { name: 'Resource filters' });

/** Logs in, serves the fixed library, and opens /resources settled: data in, fonts loaded, network idle. */
async function openLibrary(page: Page, member: { username: string; password: string }, width = PHONE.width) {
  await apiLogin(page.request, member);
  await page.route('**/api/resources', (route) => route.fulfill({ json: { data: LIBRARY } }));
  await page.route('**/api/resources/categories', (route) => route.fulfill({ json: { data: FILTER_VALUES } }));
  await page.setViewportSize({ ...PHONE, width });
  await openInApp(page, '/resources');
  await expect(cards(page)).toHaveCount(LIBRARY.length);
  // The list's choices are in, folded or not.
  await expect(page.getByRole('checkbox', { name: '2024', includeHidden: true })).toBeAttached();
  await settled(page);
}

test.describe('filters on a phone (375 × 667)', () => {
  test('the resource library folds its filters behind a Filters button; the first resource is in the first screen', async ({ page, member }, testInfo) => {
    await openLibrary(page, member);
    const audit = new AccessibilityAudit(page, testInfo);
    const toggle = page.getByRole('button', { name: 'Filters' });

    await test.step('folded: the first card lies wholly inside the first screen, the filter list is hidden', async () => {
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(filterList(page)).toBeHidden();
      const first = await cards(page).first().boundingBox();
      expect(first).not.toBeNull();
      expect(first!.x).toBeGreaterThanOrEqual(0);
      expect(first!.y).toBeGreaterThanOrEqual(0);
      expect(first!.x + first!.width).toBeLessThanOrEqual(PHONE.width);
      expect(first!.y + first!.height).toBeLessThanOrEqual(PHONE.height);
      await expect(cards(page).first()).toContainText('Applying to Graduate School in Psychology');
      await firstScreen(page, 'resources-filters-folded.png');
      await audit.scanAsIs('/resources, filters folded');
    });

    await test.step('Filters unfolds the list, under the toolbar, and says so', async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('navigation', { name: 'Resource filters' })).toBeVisible();
      const buttonBox = await toggle.boundingBox();
      const listBox = await filterList(page).boundingBox();
      expect(listBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
      await page.mouse.move(0, PHONE.height - 1);
      await firstScreen(page, 'resources-filters-open.png');
      await audit.scanAsIs('/resources, filters open');
    });

    await test.step('the button counts the ticked boxes, and folds the list again', async () => {
      await filterList(page).getByRole('checkbox', { name: 'COGS 402' }).check();
      await filterList(page).getByRole('checkbox', { name: 'Skills Workshops: Coding' }).check();
      await expect(cards(page)).toHaveCount(2);
      const counted = page.getByRole('button', { name: 'Filters, 2 active' });
      await expect(counted).toHaveText('Filters (2)');
      await counted.click();
      await expect(counted).toHaveAttribute('aria-expanded', 'false');
      await expect(filterList(page)).toBeHidden();
      await page.mouse.move(0, PHONE.height - 1);
      await firstScreen(page, 'resources-filters-two-active.png');
      await audit.scanAsIs('/resources, filters folded, two active');
    });

    await audit.expectNoViolations();
  });

  test('from 768 px the filter list shows and the Filters button does not', async ({ page, member }) => {
    await openLibrary(page, member, 767);
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(filterList(page)).toBeHidden();
    await page.setViewportSize({ width: 768, height: PHONE.height });
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(filterList(page)).toBeVisible();
  });
});
