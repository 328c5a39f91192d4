import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test, uniqueName } from '../fixtures';

/** A 1×1 PNG: enough for the server to decode, re-encode and serve. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
      // Arrived and decoded: its natural width is scaled by the srcset width it was chosen at, 0 for this 1×1 one.
      await image.scrollIntoViewIfNeeded();
      expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc))).toContain(`/api/highlights/${id}/image?`);
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
