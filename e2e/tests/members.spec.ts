import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test, uniqueName } from '../fixtures';

/** The members' resource library in the browser (issue 6), as a member created through the API. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const CSV = 'participant,accuracy\nP1,0.91\nP2,0.87\n';
const FILES = [
  { name: 'poster-guide.pdf', mimeType: 'application/pdf', buffer: PDF },
  { name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) },
  { name: 'extra.txt', mimeType: 'text/plain', buffer: Buffer.from('one file too many') },
];

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Resource filters' });

/** What the page logs as errors while a test runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the resource library', () => {
  test('a member adds a resource, edits it, attaches two files and downloads one; a third is refused', async ({ page, member }) => {
    const errors = consoleErrors(page);
    await apiLogin(page.request, member);
    await page.goto('/resources');
    const title = `Poster guide ${uniqueName('r')}`;

    await test.step('Add Resource checks its fields, then adds the resource at the top of the list', async () => {
      await page.getByRole('button', { name: 'Add Resource' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Resource' });
      await dialog.getByRole('button', { name: 'Add Resource' }).click();
      await expect(dialog.getByText('Please provide a title for the resource')).toBeVisible();
      await expect(dialog.getByText('Please provide the author(s) for the resource')).toBeVisible();
      await expect(dialog.getByText('Category is required.')).toBeVisible();
      await expect(dialog.getByText('Please provide a link to the resource')).toBeVisible();

      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Author').fill('Erin Tester');
      await dialog.getByLabel('Description').fill('How we lay out posters for the lab fair.');
      await dialog.getByText('Research Project', { exact: true }).click();
      await dialog.getByLabel('Resource Link').fill('not a link');
      await dialog.getByLabel('Resource Link').blur();
      await expect(dialog.getByText('Please enter a valid url')).toBeVisible();
      await dialog.getByLabel('Resource Link').fill('example.org/posters');
      await dialog.getByRole('button', { name: 'Add Resource' }).click();
      await expect(dialog).toBeHidden();

      await expect(cards(page).first()).toContainText(title);
      await expect(card(page, title).getByText('Research Project', { exact: true })).toBeVisible();
      await expect(card(page, title).getByRole('link', { name: 'example.org/posters' })).toHaveAttribute('href', 'https://example.org/posters');
    });

    await test.step('Edit Resource checks on change, sets the topic with the type, and takes two files of three', async () => {
      await card(page, title).getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
      await expect(dialog.getByLabel('Title')).toHaveValue(title);
      await dialog.getByLabel('Author').fill('');
      await expect(dialog.getByText('Author is required')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await dialog.getByLabel('Author').fill('Erin Tester and Ada Lovelace');
      await dialog.getByLabel('Type').selectOption('Skills Workshops');
      await expect(dialog.getByLabel('Topic')).toHaveValue('Coding');
      await dialog.getByLabel('Topic').selectOption('Presentation Skills');

      await dialog.getByLabel('Upload Files').setInputFiles(FILES);
      await expect(dialog.getByText('A resource can have at most 2 files.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(2);
      await expect(dialog.getByRole('button', { name: 'Remove extra.txt' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(card(page, title)).toContainText('By Erin Tester and Ada Lovelace');
      await expect(card(page, title).getByText('Skills Workshops', { exact: true })).toBeVisible();
    });

    await test.step('the detail page lists both files; one downloads with the session', async () => {
      await card(page, title).getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('How we lay out posters for the lab fair.')).toBeVisible();
      await expect(page.getByText('Presentation Skills')).toBeVisible();
      const files = page.getByRole('region', { name: 'Files' });
      await expect(files.getByRole('link')).toHaveText(['poster-guide.pdf', 'scores.csv']);
      const downloading = page.waitForEvent('download');
      await files.getByRole('link', { name: 'scores.csv' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('scores.csv');
      expect(await readFile(await download.path())).toEqual(Buffer.from(CSV));
    });

    await test.step('a third file is refused: the dropzone is full, and so is the server', async () => {
      await page.getByRole('button', { name: `Edit Resource ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
      await expect(dialog.getByText('This resource already has 2 files. Delete one on its page to add another.')).toBeVisible();
      await expect(dialog.getByLabel('Upload Files')).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const resourceId = new URL(page.url()).pathname.split('/').pop();
      const reply = await page.request.post(`/api/resources/${resourceId}/attachments`, { multipart: { files: FILES[2]! } });
      expect(reply.status()).toBe(400);
      expect((await reply.json()).message).toMatch(/at most 2 files/);
    });

    await test.step('its creator deletes a file', async () => {
      const files = page.getByRole('region', { name: 'Files' });
      await files.getByRole('button', { name: 'Delete poster-guide.pdf' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete file' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(files.getByRole('link')).toHaveText(['scores.csv']);
    });
    expect(errors).toEqual([]);
  });

  test("editing someone else's resource is refused, with the server's message in the Error dialog", async ({ page, member, playwright, baseURL }) => {
    const title = `Admin's reading list ${uniqueName('r')}`;
    const admin = await playwright.request.newContext({ baseURL });
    await apiLogin(admin, ADMIN);
    const created = await admin.post('/api/resources', {
      data: { title, author: 'Lab admin', category: { main: 'COGS 402', sub: '' }, resource_link: 'https://example.org/reading' },
    });
    expect(created.ok()).toBeTruthy();
    await admin.dispose();

    await apiLogin(page.request, member);
    await page.goto('/resources');
    await card(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
    await dialog.getByLabel('Author').fill('Someone else');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error.getByText('You do not have permission to update this resource')).toBeVisible();
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toBeHidden();
    await expect(dialog.getByLabel('Author')).toHaveValue('Someone else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, title)).toContainText('By Lab admin');
  });

  test('sort, the filter sidebar and search', async ({ page, member }) => {
    const errors = consoleErrors(page);
    await apiLogin(page.request, member);
    await page.goto('/resources');
    await expect(cards(page).first()).toBeVisible();
    const dates = () => cards(page).locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));

    await test.step('New to Old by default, Old to New when chosen', async () => {
      await expect(page.getByLabel('Sort')).toHaveValue('newest');
      const newestFirst = await dates();
      expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
      await page.getByLabel('Sort').selectOption('Old to New');
      const oldestFirst = await dates();
      expect(oldestFirst).toEqual([...newestFirst].reverse());
    });

    await test.step('a category, a sub-category, a year', async () => {
      await filters(page).getByRole('checkbox', { name: 'COGS 402' }).check();
      await expect(cards(page).filter({ hasText: 'Writing Your COGS 402 Proposal' })).toBeVisible();
      for (const item of await cards(page).all()) await expect(item.getByText('COGS 402', { exact: true })).toBeVisible();
      await filters(page).getByRole('checkbox', { name: 'COGS 402' }).uncheck();

      await filters(page).getByRole('checkbox', { name: 'Skills Workshops: Coding' }).check();
      await expect(card(page, 'Building Experiments in PsychoPy')).toBeVisible();
      await expect(card(page, 'Programming with Python')).toHaveCount(0);
      await filters(page).getByRole('button', { name: 'Clear filters' }).click();

      const year = filters(page).getByRole('group', { name: 'Year' }).getByRole('checkbox').first();
      const wanted = await year.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent ?? '');
      expect(wanted).toMatch(/^\d{4}$/);
      await year.check();
      for (const text of await cards(page).locator('time').allTextContents()) expect(text).toMatch(new RegExp(`, ${wanted}$`));
      await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    });

    await test.step('search over title, author and description', async () => {
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('psychopy');
      await expect(card(page, 'Building Experiments in PsychoPy')).toBeVisible();
      await search.fill('Ruth Whitfield');
      await expect(card(page, 'Applying to Graduate School in Psychology')).toBeVisible();
      await search.fill('admissions committees');
      await expect(card(page, 'Applying to Graduate School in Psychology')).toBeVisible();
      await search.fill('no resource says this');
      await expect(page.getByText('No Resources Found Here, Try Another Category!')).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test('an unknown resource id shows the 404 page', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/resources/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  });
});
