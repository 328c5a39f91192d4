import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, rotatedToken, test, uniqueName } from '../fixtures';

type Playwright = Parameters<typeof rotatedToken>[0];

/** A 1×1 PNG: enough for the server to decode, re-encode and serve. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

function signupBody(username: string, token: string) {
  return {
    firstname: 'Vera',
    lastname: 'Volunteer',
    email: `${username}@lab.example.edu`,
    project: 'NCIS',
    position: 'Volunteer',
    username,
    password: 'a long e2e password',
    token,
    tokenKey: 'volunteer',
  };
}

const teamCard = (page: Page, project: string) => page.getByRole('region', { name: project, exact: true });

/** Rotates the Volunteer token on the page and returns the one-time secret it shows. */
async function rotateVolunteerToken(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Rotate the Volunteer token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Rotate the Volunteer token?');
  await dialog.getByRole('button', { name: 'Rotate token' }).click();
  await expect(dialog).toHaveCount(0);
  const alert = page.getByRole('alert').filter({ hasText: 'New sign-up token for Volunteer' });
  await expect(alert).toContainText('The old token stops working now.');
  return (await alert.locator('code').innerText()).trim();
}

async function expectErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText("Hmm... We can't seem to find this page.")).toBeVisible();
}

async function fillHighlight(form: Locator, title: string) {
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Project').selectOption('NCIS');
  await form.getByLabel('Date').fill(new Date().toISOString().slice(0, 10));
  await form.getByLabel('Author').fill('E2E Admin');
  await form.getByLabel('Description').fill('A highlight posted by the browser tests.');
  await form.getByLabel('Paragraph 1').fill('The first paragraph of the story.');
  await form.getByRole('button', { name: 'Add paragraph' }).click();
  await form.getByLabel('Paragraph 2').fill('The second paragraph of the story.');
}

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

  test('a rotated token signs a member up while the token before it is refused', async ({ page, playwright, baseURL }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/signup-tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up Tokens' })).toBeVisible();
    for (const position of ['Project Lead', 'Project Secondary', 'Research Assistant', 'Co-Pilot', 'Volunteer']) {
      await expect(page.getByRole('rowheader', { name: position, exact: true })).toBeVisible();
    }

    const old = await rotateVolunteerToken(page);
    const fresh = await rotateVolunteerToken(page);
    expect(fresh).not.toBe(old);
    const alert = page.getByRole('alert').filter({ hasText: 'New sign-up token for Volunteer' });
    await alert.getByRole('button', { name: 'Copy token' }).click();
    await expect(alert.getByRole('status')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh);

    const visitor = await playwright.request.newContext({ baseURL });
    const refused = await visitor.post('/api/users/create', { data: signupBody(uniqueName('vera'), old) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errCode).toBe('AUTH002');
    const accepted = await visitor.post('/api/users/create', { data: signupBody(uniqueName('vera'), fresh) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await visitor.dispose();

    // The page shows when the token was last used: today.
    await page.reload();
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric' });
    const volunteer = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Volunteer', exact: true }) });
    await expect(volunteer.getByRole('cell').nth(2)).toContainText(today);
    await expect(page.getByText(fresh)).toHaveCount(0);
  });

  test('a highlight posted with an image shows on Lab Highlights at once; edits and deletion follow', async ({ page }) => {
    const title = `Browser test highlight ${uniqueName('h')}`;
    let id = '';

    await test.step('post it through the form, with an image', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: ADMIN.username }).click();
      await page.getByRole('link', { name: 'Edit Highlights' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Highlights' })).toBeVisible();
      await page.getByRole('link', { name: 'New highlight' }).click();
      const form = page.getByRole('form', { name: 'Post highlight' });
      await fillHighlight(form, title);
      await form.getByLabel('Choose an image (optional)').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
      await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
      await form.getByRole('button', { name: 'Post highlight' }).click();
      await expect(page.getByText(`Posted "${title}".`)).toBeVisible();
      const link = page.getByRole('link', { name: 'View it on Lab Highlights' });
      id = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
      expect(id).not.toBe('');
    });

    await test.step('it is on /lab_highlights with its image, and on its own page', async () => {
      await page.goto('/lab_highlights');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      const image = page.locator(`img[src*="/api/highlights/${id}/image"]`);
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('The second paragraph of the story.')).toBeVisible();
    });

    await test.step('an edit shows at once too', async () => {
      await page.goto('/admin/highlights');
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      const form = page.getByRole('form', { name: 'Save changes' });
      await expect(form.getByLabel('Title')).toHaveValue(title);
      await form.getByLabel('Title').fill(`${title} (updated)`);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`Saved "${title} (updated)".`)).toBeVisible();
      await page.goto(`/lab_highlights/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
    });

    await test.step('deleting asks first, then removes it from the public pages', async () => {
      await page.goto('/admin/highlights');
      await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Delete this highlight?');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`Highlight deleted: "${title} (updated)".`)).toBeVisible();
      await page.goto('/lab_highlights');
      await expect(page.getByRole('heading', { level: 1, name: 'Lab Highlights' })).toBeVisible();
      await expect(page.getByRole('link', { name: `${title} (updated)` })).toHaveCount(0);
    });
  });
});

test.describe('the admin area, as a member who is not an admin', () => {
  /** Every call of the admin area, with a body the API would accept from an admin. */
  async function adminCalls(request: APIRequestContext, highlightId: string) {
    const highlight = {
      title: 'Not allowed',
      project: 'NOVA',
      date: new Date().toISOString(),
      description: 'Refused.',
      author: 'Nobody',
      paragraph1: 'Refused.',
    };
    return [
      ['GET /api/teams', await request.get('/api/teams?project=NOVA&isAlumni=false')],
      ['GET /api/teams/{id}', await request.get('/api/teams/any-id')],
      ['PUT /api/teams', await request.put('/api/teams', { data: { _id: 'any-id', positions: [{ position: 'Co-Pilot', project: 'NOVA' }], isAlumni: true } })],
      ['GET /api/signup-tokens', await request.get('/api/signup-tokens')],
      ['POST /api/signup-tokens/{key}/rotate', await request.post('/api/signup-tokens/co-pilot/rotate')],
      ['POST /api/highlights', await request.post('/api/highlights', { data: highlight })],
      ['PATCH /api/highlights/{id}', await request.patch(`/api/highlights/${highlightId}`, { data: { title: 'Taken over' } })],
      ['DELETE /api/highlights/{id}', await request.delete(`/api/highlights/${highlightId}`)],
    ] as const;
  }

  test('every admin page shows the error page, the menu has no admin links, and every admin call is refused', async ({
    page,
    member,
  }) => {
    await apiLogin(page.request, member);
    const highlights = await (await page.request.get('/api/highlights')).json();
    const highlight = highlights.data[0];

    await page.goto('/');
    await page.getByRole('button', { name: member.username }).click();
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
    for (const link of ['Edit Teams', 'Sign-up Tokens', 'Edit Highlights']) {
      await expect(page.getByRole('link', { name: link })).toHaveCount(0);
    }

    for (const path of ['/edit_teams', '/admin/signup-tokens', '/admin/highlights', '/admin/highlights/new', `/admin/highlights/${highlight._id}/edit`]) {
      await page.goto(path);
      await expectErrorPage(page);
    }

    for (const [call, response] of await adminCalls(page.request, highlight._id)) {
      expect(response.status(), call).toBe(403);
    }
    const after = await (await page.request.get(`/api/highlights/${highlight._id}`)).json();
    expect(after.data.title).toBe(highlight.title);
  });

  test('a visitor is refused too (401), before any body is read', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const highlight = (await (await visitor.get('/api/highlights')).json()).data[0];
    for (const [call, response] of await adminCalls(visitor, highlight._id)) {
      expect(response.status(), call).toBe(401);
    }
    await visitor.dispose();
  });
});
