import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test, uniqueName } from '../fixtures';
import { PASSWORD_RESET } from './accounts-helpers';
import { asPhone, clickAtOnce, openHeld } from './early-helpers';

test.describe('a drawn page works from its first paint, on a phone', () => {
  test.beforeEach(async ({ page }) => asPhone(page));

  for (const { url, tab } of [
    { url: '/People', tab: 'NOVA' },
    { url: '/Affiliations', tab: 'Other Universities' },
  ]) {
    test(`${url}: a tab clicked before hydration is the tab shown after it`, async ({ page }) => {
      const hydrate = await openHeld(page, url);
      const target = page.getByRole('tab', { name: tab });
      await clickAtOnce(target);
      await hydrate();
      await expect(target).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('Get Involved: Apply clicked before hydration takes the visitor to the application form', async ({ page }) => {
    const hydrate = await openHeld(page, '/get_involved');
    await clickAtOnce(page.getByRole('button', { name: /^Apply/ }).first());
    await hydrate();
    const form = page.getByRole('heading', { level: 2, name: 'Application Form' });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
  });

  test("Get Involved: Jump to a section pressed before hydration opens the sections' menu once its code is fetched", async ({ page }) => {
    const hydrate = await openHeld(page, '/get_involved');
    await clickAtOnce(page.getByRole('button', { name: 'Jump to a section' }));
    await hydrate();
    const menu = page.locator('[aria-labelledby="get-involved-sections"]');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jump to a section' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Directed Studies' }).click();
    await expect(page).toHaveURL(/#directed-studies$/);
  });

  test('/publications: both filters chosen before hydration are the list shown after it', async ({ page }) => {
    const hydrate = await openHeld(page, '/publications');
    const project = page.getByLabel('Project');
    await project.waitFor();
    await project.selectOption('NOVA');
    const year = page.getByLabel('Year');
    const chosenYear = (await year.locator('option').nth(1).getAttribute('value'))!;
    await year.selectOption(chosenYear);
    await hydrate();
    await expect(page).toHaveURL(new RegExp(`[?&]project=NOVA&year=${chosenYear}$`));
    await expect(project).toHaveValue('NOVA');
    await expect(year).toHaveValue(chosenYear);
  });

  test('a project page: View All Projects clicked before hydration opens the projects', async ({ page }) => {
    const hydrate = await openHeld(page, '/projects/NOVA');
    await clickAtOnce(page.getByRole('button', { name: 'View All Projects' }));
    await hydrate();
    await expect(page.getByRole('dialog', { name: 'All Projects' })).toBeVisible();
  });

  // A link works without script: clicked before hydration it is followed, and the page it opens comes drawn too.
  // The sidebar is beside the page from 975 px: a wide window, with the phone's CPU and network all the same.
  const main = (page: Page) => page.locator('#main');
  for (const { url, within, link, opened, heading } of [
    { url: '/projects/NOVA', within: (page: Page) => page.getByRole('navigation', { name: 'Projects' }), link: 'SHIVA', opened: '/projects/SHIVA', heading: 'SHIVA' },
    // Its studies, listed in the page's text.
    { url: '/projects/Correlation', within: main, link: 'Mainstream', opened: '/projects/Correlation/Mainstream', heading: 'Mainstream' },
    // The 404 pages under a remote's pattern and of a members' page come drawn as well.
    { url: '/lab_highlights/no-such-highlight', within: main, link: 'Take me home!', opened: '/', heading: 'Visual Cognition Lab' },
    { url: '/timeline', within: main, link: 'Take me home!', opened: '/', heading: 'Visual Cognition Lab' },
  ]) {
    test(`${url}: the link to ${opened} clicked before hydration opens it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const hydrate = await openHeld(page, url);
      await clickAtOnce(within(page).getByRole('link', { name: link, exact: true }).first());
      await page.waitForURL((address) => address.pathname === opened, { waitUntil: 'commit' });
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
      await hydrate();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading);
    });
  }

  test('a reset link: the new password typed and sent before hydration is the one set', async ({ page, playwright, baseURL }) => {
    const username = uniqueName('early');
    const admin = await playwright.request.newContext({ baseURL });
    await apiLogin(admin, ADMIN);
    const token = (await (await admin.post('/api/signup-tokens/co-pilot/rotate')).json()).data.token as string;
    const created = await admin.post('/api/users/create', {
      data: { firstname: 'Early', lastname: 'Typer', email: `${username}@lab.example.edu`, project: 'NOVA', position: 'Co-pilot', username, password: 'the first password', token, tokenKey: 'co-pilot' },
    });
    expect(created.ok()).toBe(true);
    const id = ((await (await admin.get('/api/admin/users')).json()).data as Array<{ _id: string; username: string }>).find((account) => account.username === username)!._id;
    const link = new URL((await (await admin.post(`/api/admin/users/${id}/reset-link`)).json()).data.url as string);
    await admin.dispose();

    const hydrate = await openHeld(page, link.pathname + link.search);
    const password = page.getByLabel('New password', { exact: true });
    await password.waitFor();
    await expect(password).toBeEnabled();
    await password.fill('typed before the scripts');
    await page.getByLabel('Confirm new password').fill('typed before the scripts');
    await page.getByRole('button', { name: 'Set new password' }).click({ noWaitAfter: true });
    await hydrate();
    await expect(page.getByText(PASSWORD_RESET)).toBeVisible();

    const member = await playwright.request.newContext({ baseURL });
    expect((await member.post('/api/users/login', { data: { username, password: 'typed before the scripts' } })).ok()).toBe(true);
    await member.dispose();
  });
});
