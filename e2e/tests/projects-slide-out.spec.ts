import { expect, test } from '../fixtures';
import { expectProjectPage, path, PROJECTS } from './projects-helpers';

test.describe('project pages at 800 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 800, height: 900 }));

  test('every project page has the slide-out panel; each project is reached through it', async ({ page }) => {
    await page.goto('/projects');
    for (const project of PROJECTS) {
      await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toHaveCount(0);
      const button = page.getByRole('button', { name: 'View All Projects' });
      await button.click();
      const panel = page.getByRole('dialog', { name: 'All Projects' });
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: project, exact: true }).click();
      await expect(panel).toBeHidden();
      await expectProjectPage(page, project);
    }
  });

  test('the panel takes the focus, closes on Escape and gives the focus back; a section chosen in it is shown', async ({ page }) => {
    await page.goto(path('NOVA'));
    const button = page.getByRole('button', { name: 'View All Projects' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'All Projects' });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(panel.getByRole('link', { name: 'NOVA' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('link', { name: 'Join Our Team' }).click();
    await expect(panel).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: 'Join Our Team' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('the sidebar breakpoint: slide-out under 975 px', () => {
  test('974 px: the View All Projects button, no sidebar beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 974, height: 900 });
    await page.goto(path('NOVA'));
    await expect(page.getByRole('button', { name: 'View All Projects' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toHaveCount(0);
  });

  test('975 px: the sidebar beside the page, no button', async ({ page }) => {
    await page.setViewportSize({ width: 975, height: 900 });
    await page.goto(path('NOVA'));
    await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Projects' })).toHaveCount(0);
  });
});
