import { expect, test } from '../fixtures';

test.describe('navigation at the spec breakpoints', () => {
  test('at 1280 px: the lab title and the inline menu with its dropdowns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByText('Visual Cognition Lab')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Projects' }).click();
    for (const project of ['Coding Team', 'Correlation', 'Ideo', 'Image Transitions', 'NCIS', 'NOVA', 'SHIVA', 'All Projects']) {
      await expect(page.getByRole('link', { name: project, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'NCIS', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'NCIS' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('604-555-0142');
  });

  test('at 800 px: the drawer and the logo, no title', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Visual Cognition Lab' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByText('Visual Cognition Lab')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Get Involved' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('at 375 px: the drawer lists one link under the other, and an open menu covers none of them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    const home = nav.getByRole('button', { name: 'Home' });
    const highlights = nav.getByRole('link', { name: 'Highlights' });
    const [homeBox, highlightsBox] = [await home.boundingBox(), await highlights.boundingBox()];
    expect(highlightsBox!.y).toBeGreaterThan(homeBox!.y + homeBox!.height - 1);
    await home.click();
    await expect(nav.getByRole('link', { name: 'Related Labs' })).toBeVisible();
    // The menu's items push the next links down: nothing lies over Highlights.
    const covered = await highlights.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(top && link.contains(top));
    });
    expect(covered).toBe(false);
    await highlights.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lab Highlights' })).toBeVisible();
  });

  test('at 950 px: the lab title shows (920 px or wider) beside the drawer button (below 1024 px)', async ({ page }) => {
    await page.setViewportSize({ width: 950, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Visual Cognition Lab')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('scrolls to top on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Contact' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
