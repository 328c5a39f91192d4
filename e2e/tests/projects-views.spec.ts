import { createMember, expect, test } from '../fixtures';
import { PROJECTS } from './projects-helpers';

test.describe('the projects views', () => {
  test('/projects points to the sidebar and to all projects', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText('Use the sidebar to choose a project, or see all seven projects at once.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/overview$/);
  });

  test('/projects/overview: a card per project with its logo, title link and description', async ({ page }) => {
    await page.goto('/projects/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(PROJECTS);
    for (const project of PROJECTS) await expect(page.getByRole('img', { name: `${project} logo` })).toBeVisible();
    await expect(page.getByText(/precisely people perceive correlation in scatterplots/)).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'SHIVA' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'SHIVA' })).toBeVisible();
    await page.goto('/projects/overview');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects', exact: true })).toBeVisible();
  });

  for (const unknown of ['/projects/NoSuchProject', '/projects/NOVA/Mainstream']) {
    test(`${unknown} goes to the 404 page`, async ({ page }) => {
      await page.goto(unknown);
      await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
      await expect(page.getByText("Hmm... We can't seem to find this page.")).toBeVisible();
      await expect(page).toHaveURL(/\/404$/);
    });
  }

  test('a member created through the API appears in their project’s team', async ({ page, playwright, baseURL }) => {
    const cards = page.getByRole('region', { name: 'Team' }).getByRole('heading', { level: 3, name: 'Erin Tester' });
    await page.goto('/projects/shiva');
    await expect(page.getByRole('region', { name: 'Team' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const before = await cards.count();
    await createMember(playwright, baseURL!, 'SHIVA');
    await page.reload();
    await expect(cards).toHaveCount(before + 1);
    await expect(cards.last().locator('..')).toContainText('Co-Pilot');
  });
});
