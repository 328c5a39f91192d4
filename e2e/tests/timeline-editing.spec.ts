import type { Page } from '@playwright/test';
import { apiLogin, createMember, expect, test, uniqueName } from '../fixtures';
import { createEntry, localDate, logIn, openTimeline, search, titles, type Snapshot } from './timeline-helpers';

/** The delete confirmation, found by its title. */
const deleteDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Delete entry' });

test.describe('the timeline, for a member', () => {
  test('adding an entry: required fields, lists one by one, prefixed links, the completion view', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('add');
    await openTimeline(page);
    await page.getByRole('link', { name: 'Add New Entry' }).click();
    await expect(page).toHaveURL(/\/timeline\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Timeline Entry' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect(page.getByText('WARNING: An error occured. Please try again.')).toBeVisible();

    await page.getByLabel('Title').fill(`${tag} reading group`);
    await page.getByLabel('Project').selectOption('IDEO');
    await page.getByLabel('Workshops').check();
    await page.getByLabel('Description', { exact: true }).fill('We read two papers.');
    await page.getByRole('button', { name: 'Add description' }).click();
    await page.getByLabel('Contributor', { exact: true }).fill('   ');
    await page.getByLabel('Contributor', { exact: true }).press('Enter');
    await page.getByLabel('Contributor', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Contributor', { exact: true }).press('Enter');
    const hyperlink = page.getByLabel('Hyperlink', { exact: true });
    await hyperlink.fill('javascript:alert(1)');
    await hyperlink.press('Enter');
    await expect(page.getByText('Only web addresses (http or https) can be added.')).toBeVisible();
    await hyperlink.fill('example.org/papers');
    await hyperlink.press('Enter');
    await expect(page.getByRole('list', { name: 'Hyperlinks added' })).toContainText('//example.org/papers');
    await expect(page.getByRole('list', { name: 'Contributors added' }).getByRole('listitem')).toHaveCount(1);

    const year = new Date().getFullYear();
    await expect(page.getByLabel('Year')).toHaveValue(String(year));
    await expect(page.getByLabel('Year').locator('option')).toHaveText(
      [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((offset) => String(year + offset)),
    );
    await page.getByLabel('Month').selectOption('February');
    await page.getByLabel('Day').selectOption('14');
    await page.getByLabel('Year').selectOption(String(year - 1));
    await page.getByRole('button', { name: 'Add Entry' }).click();

    await expect(page.getByRole('heading', { name: 'Entry Complete!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make another entry' })).toBeVisible();
    const entries: Snapshot[] = (await (await page.request.get('/api/snapshots')).json()).data;
    const saved = entries.find((entry) => entry.title === `${tag} reading group`);
    expect(saved).toMatchObject({
      author: member.username,
      project: 'IDEO',
      categories: ['Workshops'],
      descriptions: ['We read two papers.'],
      contributors: ['Grace Hopper'],
      hyperlinks: ['//example.org/papers'],
    });
    expect(new Date(saved!.date).getDate()).toBe(14);

    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor who is not logged in is sent home from the add page', async ({ page }) => {
    await page.goto('/timeline/add');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('editing an entry through its edit icon', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('edit');
    const entry = await createEntry(page.request, { title: `${tag} draft`, contributors: ['Alan Turing'], date: localDate(2021, 7, 20) });
    await openTimeline(page);
    await search(page, tag);
    await page.getByRole('link', { name: `Edit ${tag} draft` }).click();
    await expect(page).toHaveURL(new RegExp(`/timeline/edit/${entry._id}$`));
    const title = page.getByLabel('Title');
    await expect(title).toHaveValue(`${tag} draft`);
    await expect(page.getByLabel('Year')).toHaveValue('2021');
    await expect(page.getByLabel('Year').locator('option').first()).toHaveText('2017');
    await title.fill(`${tag} final`);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL(/\/timeline$/);
    await search(page, tag);
    await expect(titles(page)).toHaveText([`${tag} final`]);
  });

  test('an entry that cannot be loaded for editing sends to the error page', async ({ page, member }) => {
    await logIn(page, member);
    await page.goto('/timeline/edit/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/errorPage$/);
    await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  });

  test('deleting: confirmed, the entry goes', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('del');
    const entry = await createEntry(page.request, { title: `${tag} mistake` });
    await createEntry(page.request, { title: `${tag} keeper` });
    await openTimeline(page);
    await search(page, tag);
    await page.getByRole('button', { name: `Delete ${tag} mistake` }).click();
    const dialog = deleteDialog(page);
    await expect(dialog).toContainText(`${tag} mistake`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(titles(page)).toHaveText([`${tag} keeper`]);
    expect((await page.request.get(`/api/snapshots/${entry._id}`)).status()).toBe(404);
  });

  test("someone else's entry: the server refuses, and the page says so", async ({ page, member, playwright, baseURL }) => {
    const other = await createMember(playwright, baseURL!);
    const otherContext = await playwright.request.newContext({ baseURL });
    await apiLogin(otherContext, other);
    const tag = uniqueName('theirs');
    const entry = await createEntry(otherContext, { title: `${tag} not mine` });
    await otherContext.dispose();
    await logIn(page, member);
    await openTimeline(page);
    await search(page, tag);

    await test.step('delete', async () => {
      await page.getByRole('button', { name: `Delete ${tag} not mine` }).click();
      const dialog = deleteDialog(page);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog.getByText('error: fail to delete')).toBeVisible();
      await expect(dialog.getByText('You do not have permission to delete this entry')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(titles(page)).toHaveText([`${tag} not mine`]);
    });

    await test.step('edit', async () => {
      await page.getByRole('link', { name: `Edit ${tag} not mine` }).click();
      await page.getByLabel('Title').fill(`${tag} taken over`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('WARNING: An error occured. Please try again.')).toBeVisible();
      // The shell's alert, raised through the event bus.
      await expect(page.getByRole('alert').filter({ hasText: /^You do not have permission to change this entry$/ })).toBeVisible();
      expect((await (await page.request.get(`/api/snapshots/${entry._id}`)).json()).data.title).toBe(`${tag} not mine`);
    });
  });
});
