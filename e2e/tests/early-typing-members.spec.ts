import { apiLogin, expect, test, uniqueName } from '../fixtures';
import { asPhone, clickAtOnce, openHeld } from './early-helpers';

/**
 * A member's pages are drawn on the server too, and used as soon as they show: what is typed,
 * chosen and sent on them before their scripts run is what the app takes and saves.
 */
test.describe("a member's drawn page takes what was typed before hydration, on a phone", () => {
  test.beforeEach(async ({ page, member }) => {
    await apiLogin(page.request, member);
    await asPhone(page);
  });

  test('a timeline entry filled in and sent before hydration is the one added', async ({ page }) => {
    const title = uniqueName('early entry');
    const hydrate = await openHeld(page, '/timeline/add');
    const titleField = page.getByLabel('Title');
    await titleField.waitFor();
    await expect(titleField).toBeEnabled();
    await titleField.fill(title);
    await page.getByLabel('Project').selectOption('IDEO');
    await clickAtOnce(page.getByLabel('Workshops'));
    await clickAtOnce(page.getByLabel('Meetings'));
    await page.getByLabel('Description', { exact: true }).fill('Written before the scripts came.');
    await page.getByLabel('Month').selectOption('February');
    await page.getByLabel('Day').selectOption('14');
    await clickAtOnce(page.getByRole('button', { name: 'Add Entry' }));
    await hydrate();
    await expect(page.getByRole('heading', { name: 'Entry Complete!' })).toBeVisible();

    const entries: { title: string; project: string; categories: string[]; descriptions: string[]; date: string }[] = (
      await (await page.request.get('/api/snapshots')).json()
    ).data;
    const saved = entries.find((entry) => entry.title === title);
    expect(saved).toMatchObject({ project: 'IDEO', descriptions: ['Written before the scripts came.'] });
    expect([...saved!.categories].sort()).toEqual(['Meetings', 'Workshops']);
    expect(new Date(saved!.date).getMonth()).toBe(1);
    expect(new Date(saved!.date).getDate()).toBe(14);
  });

  test('a timeline entry changed and saved before hydration keeps the change', async ({ page }) => {
    const title = uniqueName('early edit');
    const created = await page.request.post('/api/snapshots', {
      data: { title, project: 'NOVA', categories: ['Workshops'], descriptions: ['Before the change.'], contributors: [], hyperlinks: [], date: '2026-02-14T00:00:00.000Z' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const hydrate = await openHeld(page, `/timeline/edit/${id}`);
    const titleField = page.getByLabel('Title');
    await expect(titleField).toHaveValue(title);
    await titleField.fill(`${title} changed`);
    await page.getByLabel('Project').selectOption('SHIVA');
    await page.getByLabel('Month').selectOption('March');
    await clickAtOnce(page.getByRole('button', { name: 'Save Changes' }));
    await hydrate();
    await expect(page).toHaveURL(/\/timeline$/);

    const saved = ((await (await page.request.get(`/api/snapshots/${id}`)).json()) as { data: { title: string; project: string; date: string } }).data;
    expect(saved).toMatchObject({ title: `${title} changed`, project: 'SHIVA' });
    expect(new Date(saved.date).getMonth()).toBe(2);
  });

  test('the profile typed and saved before hydration is the one saved', async ({ page }) => {
    const hydrate = await openHeld(page, '/editprofile');
    const form = page.getByRole('region', { name: 'Update your personal details' });
    const firstName = form.getByLabel('First name');
    await firstName.waitFor();
    await firstName.fill('Early Erin');
    await form.getByLabel('Blurb').fill('I typed this before the page had its scripts.');
    await clickAtOnce(form.getByRole('button', { name: 'Save Changes' }));
    await hydrate();
    await expect(form.getByText('Changes Successfully Saved')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('First name')).toHaveValue('Early Erin');
    await expect(form.getByLabel('Blurb')).toHaveValue('I typed this before the page had its scripts.');
  });

  test('the timeline searched before hydration shows what was searched for', async ({ page }) => {
    const title = uniqueName('early search');
    const created = await page.request.post('/api/snapshots', {
      data: { title, project: 'NOVA', categories: ['Workshops'], descriptions: ['Found by its title.'], contributors: [], hyperlinks: [], date: '2026-02-14T00:00:00.000Z' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const hydrate = await openHeld(page, '/timeline');
    const search = page.getByRole('searchbox', { name: 'Search the timeline' });
    await search.waitFor();
    await search.fill(title);
    await clickAtOnce(page.getByRole('button', { name: 'Search', exact: true }));
    await hydrate();
    await expect(search).toHaveValue(title);
    await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('the resources searched before hydration are filtered by what was typed', async ({ page }) => {
    const title = uniqueName('early resource');
    const created = await page.request.post('/api/resources', {
      data: { title, category: { main: 'COGS 402', sub: '' }, author: 'Lab', resource_link: 'https://example.org/' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const hydrate = await openHeld(page, '/resources');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.waitFor();
    await search.fill(title);
    await hydrate();
    await expect(search).toHaveValue(title);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(/^1 resource/)).toBeVisible();
  });

  test('Add Resource tapped before hydration opens its dialog, whose code is fetched only then', async ({ page }) => {
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/mfe-members\/.*\.js$/.test(request.url())) dialogCode.push(request.url());
    });
    const hydrate = await openHeld(page, '/resources');
    await clickAtOnce(page.getByRole('button', { name: 'Add Resource' }));
    const beforeHydration = dialogCode.length;
    await hydrate();
    const dialog = page.getByRole('dialog', { name: 'Add Resource' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeEditable();
    // The dialog's chunk came after the page was the app's: the page's first load did not carry it.
    expect(dialogCode.length).toBeGreaterThan(beforeHydration);
  });
});
