import type { Locator, Page } from '@playwright/test';
import { apiLogin, createMember, expect, openInApp, test, uniqueName } from '../fixtures';
import { createEntry, localDate, logIn, openTimeline, search, titles } from './timeline-helpers';

/** A filter's dropdown: opened, it offers checkboxes. */
async function openFilter(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('the timeline, for a member', () => {
  test('keyword search applies on Enter or the search icon, in any case and any field', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('kw');
    await createEntry(page.request, { title: `Pilot ${tag}` });
    await createEntry(page.request, { title: 'Guest visit', contributors: [`Ada ${tag.toUpperCase()}`], date: localDate(2024, 6, 9) });
    await createEntry(page.request, { title: 'Hiring round', hyperlinks: [`https://example.org/${tag}`], date: localDate(2024, 6, 8) });
    await createEntry(page.request, { title: `Unrelated ${uniqueName('other')}`, date: localDate(2024, 6, 7) });
    await openTimeline(page);

    const box = page.getByRole('searchbox', { name: 'Search the timeline' });
    await box.fill(tag.toUpperCase());
    // Typing alone changes nothing.
    await expect(titles(page)).toHaveCount(5);
    await box.press('Enter');
    await expect(titles(page)).toHaveText([`Pilot ${tag}`, 'Guest visit', 'Hiring round']);
    await expect(page.getByText('3 entries')).toBeVisible();

    await box.fill('guest visit');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(titles(page).first()).toHaveText('Guest visit');

    await box.fill(`${tag}-nothing-like-it`);
    await box.press('Enter');
    await expect(page.getByText('No Timelines to display')).toBeVisible();
  });

  test('each filter: project, category, author, and the date range with reversed ends', async ({ page, member, playwright, baseURL }) => {
    const other = await createMember(playwright, baseURL!);
    const otherContext = await playwright.request.newContext({ baseURL });
    await apiLogin(otherContext, other);
    const tag = uniqueName('flt');
    await createEntry(otherContext, { title: `${tag} by other`, project: 'NCIS', categories: ['Hiring'], date: localDate(2023, 3, 1, 0, 10) });
    await otherContext.dispose();
    await logIn(page, member);
    await createEntry(page.request, { title: `${tag} shiva progress`, project: 'SHIVA', categories: ['Progress', 'Analysis'], date: localDate(2023, 3, 5, 23, 30) });
    await createEntry(page.request, { title: `${tag} nova meeting`, project: 'NOVA', categories: ['Meetings'], date: localDate(2023, 3, 9, 0, 5) });
    await openTimeline(page);
    await search(page, tag);
    await expect(titles(page)).toHaveCount(3);

    await test.step('project', async () => {
      const menu = await openFilter(page, 'Project');
      await menu.getByRole('checkbox', { name: 'SHIVA', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} shiva progress`]);
      await menu.getByRole('checkbox', { name: 'NOVA', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} nova meeting`, `${tag} shiva progress`]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await search(page, tag);
    });

    await test.step('category', async () => {
      const menu = await openFilter(page, 'Category');
      await menu.getByRole('checkbox', { name: 'Hiring', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} by other`]);
      await menu.getByRole('checkbox', { name: 'Hiring', exact: true }).uncheck();
      await menu.getByRole('checkbox', { name: 'Analysis', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} shiva progress`]);
      await menu.getByRole('checkbox', { name: 'Analysis', exact: true }).uncheck();
      await page.keyboard.press('Escape');
    });

    await test.step('author, from the lists of GET /api/snapshots/filters', async () => {
      const menu = await openFilter(page, 'Author');
      await menu.getByRole('checkbox', { name: other.username, exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} by other`]);
      await menu.getByRole('checkbox', { name: member.username, exact: true }).check();
      await expect(titles(page)).toHaveCount(3);
      await menu.getByRole('checkbox', { name: other.username, exact: true }).uncheck();
      await menu.getByRole('checkbox', { name: member.username, exact: true }).uncheck();
      await page.keyboard.press('Escape');
    });

    await test.step('date range: whole days, 00:00:00 to 23:59:59, ends swapped when reversed', async () => {
      await page.getByLabel('From', { exact: true }).fill('2023-03-05');
      await expect(titles(page)).toHaveText([`${tag} nova meeting`, `${tag} shiva progress`]);
      await page.getByLabel('To', { exact: true }).fill('2023-03-01');
      // Reversed: March 1st 00:00:00 to March 5th 23:59:59 (the SHIVA entry is at 23:30).
      await expect(titles(page)).toHaveText([`${tag} shiva progress`, `${tag} by other`]);
      await page.getByLabel('From', { exact: true }).fill('2023-03-09');
      await page.getByLabel('To', { exact: true }).fill('2023-03-09');
      await expect(titles(page)).toHaveText([`${tag} nova meeting`]);
    });
  });

  test('five entries a page; the next page starts at the top', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('page');
    for (let day = 1; day <= 7; day += 1) await createEntry(page.request, { title: `${tag} day ${day}`, date: localDate(2022, 5, day) });
    await page.setViewportSize({ width: 1280, height: 600 });
    await openTimeline(page);
    await search(page, tag);
    await expect(titles(page)).toHaveText([7, 6, 5, 4, 3].map((day) => `${tag} day ${day}`));

    const pages = page.getByRole('navigation', { name: 'Timeline pages' });
    await pages.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pages.getByRole('button', { name: '2' }).click();
    await expect(titles(page)).toHaveText([2, 1].map((day) => `${tag} day ${day}`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pages.locator('[aria-current="page"]')).toContainText('2');
  });

  test('entries are collapsed, expand on click or Enter/Space and collapse on blur', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('exp');
    await createEntry(page.request, {
      title: `${tag} workshop`,
      descriptions: ['First paragraph of the workshop.', 'Second paragraph.'],
      hyperlinks: ['osf.io/abcde', 'https://example.org/slides'],
      contributors: ['Ada Lovelace'],
    });
    await openTimeline(page);
    await search(page, tag);
    const toggle = page.getByRole('button', { name: `${tag} workshop`, exact: true });
    const entry = page.getByRole('article');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry.getByText('First paragraph of the workshop.')).toBeHidden();

    await test.step('mouse', async () => {
      await entry.getByText('Meetings').click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(entry.getByText('First paragraph of the workshop.')).toBeVisible();
      await expect(entry.getByText('Second paragraph.')).toBeVisible();
      await expect(entry.getByRole('link', { name: 'osf.io/abcde' })).toHaveAttribute('href', '//osf.io/abcde');
      await expect(entry.getByRole('link', { name: 'https://example.org/slides' })).toBeVisible();
      await expect(entry.getByText('Ada Lovelace')).toBeVisible();
      // A click elsewhere on the page takes focus away: the entry collapses.
      await page.getByRole('heading', { level: 1, name: 'Timeline' }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(entry.getByText('First paragraph of the workshop.')).toBeHidden();
    });

    await test.step('keyboard', async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(entry.getByText('Ada Lovelace')).toBeVisible();
      // Tab moves through the entry's own controls, then out of it.
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the filters fold away at 1000 px, with the mobile default lists, and sit in a row just above, saying the lists failed', async ({ page, member }) => {
    await logIn(page, member);
    // Without the API's lists, the mobile layout offers its defaults (spec section 9).
    await page.route('**/api/snapshots/filters', (route) => route.abort());
    await page.setViewportSize({ width: 1000, height: 800 });
    // Within the app, so the lists are the browser's to load (opened by its address, the page arrives drawn with them).
    await openInApp(page, '/timeline');
    await expect(page.getByText('Loading the timeline...')).toHaveCount(0);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    let menu = await openFilter(page, 'Project');
    await expect(menu.getByRole('checkbox')).toHaveCount(5);
    await expect(menu.locator('label')).toHaveText(['Correlation', 'NOVA', 'SHIVA', 'IDEO', 'Project']);
    await page.keyboard.press('Escape');
    menu = await openFilter(page, 'Category');
    await expect(menu.locator('label')).toHaveText(['Website', 'Meeting', 'Workshop']);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Could not load the filter lists.')).toHaveCount(0);

    await page.setViewportSize({ width: 1001, height: 800 });
    await expect(filters).toHaveCount(0);
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    // The desktop's dropdowns have no defaults, so a note says why they are empty.
    await expect(page.getByText('Could not load the filter lists.')).toBeVisible();
    const from = await page.getByLabel('From', { exact: true }).boundingBox();
    const project = await page.getByRole('button', { name: 'Project', exact: true }).boundingBox();
    // One row: side by side, not stacked.
    expect(Math.abs(from!.y - project!.y)).toBeLessThan(20);
  });

  test('a filter dropdown is at most 224 px tall and scrolls', async ({ page, member }) => {
    await logIn(page, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTimeline(page);
    const menu = await openFilter(page, 'Category');
    const style = await menu.evaluate((element) => ({ maxHeight: getComputedStyle(element).maxHeight, overflowY: getComputedStyle(element).overflowY }));
    expect(style).toEqual({ maxHeight: '224px', overflowY: 'auto' });
    expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(224);
  });
});
