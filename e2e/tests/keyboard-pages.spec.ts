import { apiLogin, expect, test } from '../fixtures';
import { checkModal, expectEscapeReturns, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Issue 9: the whole site works from the keyboard alone (keyboard-helpers.ts).

test.beforeEach(async ({ page }) => {
  // Bootstrap then drops its transitions, so styles and menus are read in their final state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('keyboard only', () => {
  test('resources: Add and Edit Resource modals, the sort control', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/resources');
    const add = page.getByRole('button', { name: 'Add Resource' });
    await tabTo(page, add, { max: 60 });
    await expectVisibleFocus(add);
    await checkModal(page, add, page.getByRole('dialog', { name: 'Add Resource' }), 16);

    const sort = page.getByLabel('Sort');
    await tabTo(page, sort);
    await expectVisibleFocus(sort);
    await expect(sort).toHaveValue('newest');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('oldest');
    await page.keyboard.press('ArrowUp');
    await expect(sort).toHaveValue('newest');

    const edit = page.getByRole('main').getByRole('button', { name: /^Edit / }).first();
    await tabTo(page, edit, { max: 60 });
    await expectVisibleFocus(edit);
    await checkModal(page, edit, page.getByRole('dialog'), 16);
  });

  test('People and Affiliations tabs move with arrows; Show Alumni on People and a project', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/People');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, tabs.first(), { max: 60 });
    await expectVisibleFocus(tabs.first());
    await page.keyboard.press('ArrowRight');
    const nova = page.getByRole('tab', { name: 'NOVA' });
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    while (!(await nova.evaluate((element) => element === document.activeElement))) await page.keyboard.press('ArrowRight');
    await expect(nova).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'NOVA' })).toBeVisible();

    const showAlumni = page.getByRole('button', { name: 'Show Alumni' });
    await tabTo(page, showAlumni, { max: 60 });
    await expectVisibleFocus(showAlumni);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide Alumni' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(showAlumni).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/projects/NOVA');
    const team = page.getByRole('region', { name: 'Team', exact: true });
    const teamToggle = team.getByRole('button', { name: 'Show Alumni' });
    await tabTo(page, teamToggle, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(team.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/Affiliations');
    const affiliationTabs = page.getByRole('tab');
    await expect(affiliationTabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, affiliationTabs.first(), { max: 60 });
    await page.keyboard.press('ArrowRight');
    await expect(affiliationTabs.nth(1)).toBeFocused();
    await expect(affiliationTabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('Get Involved: sections dropdown at 800 px, sidebar fold button at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/get_involved');
    const toggle = page.getByRole('button', { name: 'Jump to a section' });
    await tabTo(page, toggle, { max: 60 });
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const menu = page.locator('[aria-labelledby="get-involved-sections"]');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = menu.locator('.dropdown-item').first();
    await expect(first).toBeFocused();
    await expectVisibleFocus(first);
    await expectEscapeReturns(page, toggle, menu);
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = menu.locator('.dropdown-item').nth(1);
    await expect(second).toBeFocused();
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/get_involved');
    const fold = page.getByRole('button', { name: 'Hide sections' });
    await tabTo(page, fold, { max: 60 });
    await expectVisibleFocus(fold);
    const sections = page.getByRole('navigation', { name: 'Get Involved sections' });
    await expect(sections.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.getByRole('link')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(sections.getByRole('link').first()).toBeFocused();
  });
});
