import type { APIRequestContext } from '@playwright/test';
import { apiLogin, createMember, expect, openInApp, test, type Account } from '../fixtures';
import { asAdmin, open, PICTURE } from './public-helpers';

/** The member's record as the public list shows it. */
async function memberRecord(request: APIRequestContext, username: string) {
  const { data } = await (await request.get('/api/members')).json();
  return data.find((member: { username: string }) => member.username === username);
}

/** The member saves their profile through the API, as the profile page does. */
async function saveProfile(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
  account: Account,
  name: { firstname: string; lastname: string },
  picture?: Buffer,
) {
  const member = await playwright.request.newContext({ baseURL });
  await apiLogin(member, account);
  const saved = await member.patch('/api/users/updateUser', {
    multipart: {
      username: account.username,
      name: JSON.stringify(name),
      positions: JSON.stringify([{ position: 'Co-pilot', project: 'SHIVA' }]),
      blurb: 'Reads dashboards for a living.',
      isAlumni: 'false',
      email: `${account.username}@lab.example.edu`,
      ...(picture ? { profilePic: { name: 'me.png', mimeType: 'image/png', buffer: picture } } : {}),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await member.dispose();
}

test.describe('People and Team', () => {
  let current: Account;
  let alumnus: Account;

  test.beforeAll(async ({ playwright, baseURL }) => {
    current = await createMember(playwright, baseURL!, 'SHIVA');
    alumnus = await createMember(playwright, baseURL!, 'SHIVA');
    // Names of their own (other tests' members are all Erin Tester), a picture, and an alumnus.
    await saveProfile(playwright, baseURL!, current, { firstname: 'Aaron', lastname: 'Aardvark' }, PICTURE);
    await saveProfile(playwright, baseURL!, alumnus, { firstname: 'Zelda', lastname: 'Zebra' });
    const admin = await asAdmin(playwright, baseURL!);
    const record = await memberRecord(admin, alumnus.username);
    const updated = await admin.put('/api/teams', { data: { _id: record._id, positions: record.positions, isAlumni: true } });
    expect(updated.status()).toBe(200);
    await admin.dispose();
  });

  for (const width of [1280, 800, 375]) {
    test(`People at ${width} px: the tab grid, members sorted by rank, alumni collapsed`, async ({ page }) => {
      await open(page, width, '/People');
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(8);
      const columns = await tabs.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width <= 700 ? 2 : 8);
      await expect(tabs.getByRole('tab', { name: 'IT' })).toBeVisible();

      // Management first: the seeded holder of each of its six positions, in rank order.
      const management = page.getByRole('tabpanel');
      await expect(management.getByText('Principal Investigator').first()).toBeVisible();
      const managementRank = [
        'principal investigator',
        'lab secondary',
        'lab manager',
        'assistant lab manager',
        'social coordinator',
        'workshop coordinator',
      ];
      const held = (await management.locator('.member-card .card-text').allTextContents()).map((text) => text.toLowerCase());
      const heldRanks = held.map((position) => managementRank.indexOf(position)).filter((index) => index >= 0);
      expect(new Set(heldRanks).size).toBe(managementRank.length);
      expect(heldRanks).toEqual([...heldRanks].sort((a, b) => a - b));

      if (width >= 768) {
        // Two columns: the first two cards side by side (one column under 768 px).
        const [first, second] = await Promise.all([0, 1].map((index) => management.locator('.member-card').nth(index).boundingBox()));
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeGreaterThan(first!.x + first!.width / 2);
      }

      await tabs.getByRole('tab', { name: 'SHIVA' }).click();
      const shiva = page.getByRole('tabpanel');
      const card = shiva.locator('.member-card').filter({ hasText: 'Aaron Aardvark' });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const positions = await shiva.locator('.member-card .card-text').allTextContents();
      const rank = ['project lead', 'project secondary', 'research assistant', 'co-pilot', 'volunteer'];
      const ranks = positions.map((position) => rank.indexOf(position.toLowerCase())).filter((index) => index >= 0);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

      const toggle = shiva.getByRole('button', { name: 'Show Alumni' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(shiva.getByText('Zelda Zebra')).toHaveCount(0);
      await toggle.click();
      await expect(shiva.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
      await expect(shiva.getByText('Zelda Zebra')).toBeVisible();
    });
  }

  test('Team: the lab by project, in rank order, with a new member in their team', async ({ page }) => {
    await open(page, 1280, '/team');
    const shiva = page.getByRole('region', { name: 'SHIVA' });
    await expect(shiva.getByText('Aaron Aardvark')).toBeVisible();
    await expect(shiva.getByRole('link', { name: 'About the SHIVA project' })).toHaveAttribute('href', '/projects/SHIVA');
    await open(page, 800, '/team');
    await expect(page.getByRole('region', { name: 'Management' }).getByText('Principal Investigator').first()).toBeVisible();
  });

  test('People: a failed load says so', async ({ page, member }) => {
    // Reached within the app, the page loads its members in the browser, which fails (opened by its address, it arrives drawn with them).
    await apiLogin(page.request, member);
    await page.route('**/api/members', (route) => route.abort('connectionrefused'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await openInApp(page, '/People');
    await expect(page.getByText('Something Went Wrong! Check Your Connection!')).toBeVisible();
  });
});
