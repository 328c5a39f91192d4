import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, rotatedToken, test, uniqueName } from '../fixtures';

type Playwright = Parameters<typeof rotatedToken>[0];

/** Signs up a NOVA co-pilot whose name no other test uses, so pages can be searched for it. */
async function signUpNamed(playwright: Playwright, baseURL: string): Promise<{ username: string; name: string }> {
  const token = await rotatedToken(playwright, baseURL);
  const username = uniqueName('roster');
  const lastname = `Rost${username.slice(-8)}`;
  const context = await playwright.request.newContext({ baseURL });
  const reply = await context.post('/api/users/create', {
    data: {
      firstname: 'Alma',
      lastname,
      email: `${username}@lab.example.edu`,
      project: 'NOVA',
      position: 'Co-pilot',
      username,
      password: 'a long e2e password',
      token,
      tokenKey: 'co-pilot',
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  await context.dispose();
  return { username, name: `Alma ${lastname}` };
}

const teamCard = (page: Page, project: string) => page.getByRole('region', { name: project, exact: true });

test.describe('the admin area, as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await apiLogin(page.request, ADMIN);
  });

  test("Edit Teams changes a member's project and alumni flag, and People and the project's team follow", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const alma = await signUpNamed(playwright, baseURL!);

    await test.step('the admin opens the account menu and goes to Edit Teams', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: ADMIN.username }).click();
      await page.getByRole('link', { name: 'Edit Teams' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    });

    await test.step("NOVA's active members list Alma; the edit panel moves her to SHIVA as an alumna", async () => {
      const nova = teamCard(page, 'NOVA');
      await nova.getByRole('button', { name: 'Active Members' }).click();
      await expect(nova.getByRole('button', { name: 'Active Members' })).toHaveAttribute('aria-expanded', 'true');
      const row = nova.getByRole('row').filter({ hasText: alma.name });
      await expect(row.getByRole('cell')).toContainText([alma.name, 'Co-Pilot', 'NOVA', 'No']);
      await row.getByRole('button', { name: `Edit ${alma.name}` }).click();
      const panel = nova.getByRole('form', { name: `Edit ${alma.name}` });
      await panel.getByLabel('Project').selectOption('SHIVA');
      await panel.getByLabel('Alumni (Non-Active Member)').check();
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(nova.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(`Saved ${alma.name}: Co-Pilot, SHIVA, alumni.`);
      await expect(nova.getByRole('row').filter({ hasText: alma.name })).toHaveCount(0);
    });

    await test.step("she is among SHIVA's alumni, and only one list is open at a time", async () => {
      const shiva = teamCard(page, 'SHIVA');
      await shiva.getByRole('button', { name: 'Active Members' }).click();
      await expect(shiva.getByRole('row').filter({ hasText: alma.name })).toHaveCount(0);
      await shiva.getByRole('button', { name: 'Alumni' }).click();
      await expect(shiva.getByRole('button', { name: 'Active Members' })).toHaveAttribute('aria-expanded', 'false');
      await expect(shiva.getByRole('row').filter({ hasText: alma.name }).getByRole('cell')).toContainText([
        alma.name,
        'Co-Pilot',
        'SHIVA',
        'Yes',
      ]);
    });

    await test.step('People: an alumna of SHIVA, no longer a NOVA member', async () => {
      await page.goto('/People');
      await page.getByRole('tab', { name: 'NOVA' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'NOVA' })).toBeVisible();
      await expect(page.getByText(alma.name)).toHaveCount(0);
      await page.getByRole('tab', { name: 'SHIVA' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'SHIVA' })).toBeVisible();
      await expect(page.getByText(alma.name)).toHaveCount(0);
      await page.getByRole('button', { name: 'Show Alumni' }).click();
      await expect(page.getByText(alma.name)).toBeVisible();
    });

    await test.step("the project's Team section: among SHIVA's alumni, gone from NOVA's team", async () => {
      await page.goto('/projects/NOVA');
      const novaTeam = page.getByRole('region', { name: 'Team', exact: true });
      await expect(novaTeam.getByRole('button', { name: 'Show Alumni' })).toBeVisible();
      await expect(novaTeam.getByText(alma.name)).toHaveCount(0);
      await page.goto('/projects/SHIVA');
      const shivaTeam = page.getByRole('region', { name: 'Team', exact: true });
      await expect(shivaTeam.getByRole('button', { name: 'Show Alumni' })).toBeVisible();
      await expect(shivaTeam.getByText(alma.name)).toHaveCount(0);
      await shivaTeam.getByRole('button', { name: 'Show Alumni' }).click();
      await expect(shivaTeam.getByText(alma.name)).toBeVisible();
    });
  });
});
