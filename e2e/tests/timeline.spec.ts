import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, createMember, expect, test, uniqueName, type Account } from '../fixtures';

/** What POST /api/snapshots takes; every test marks its entries with a tag of its own. */
interface EntryBody {
  title: string;
  project: string;
  categories: string[];
  descriptions: string[];
  hyperlinks: string[];
  contributors: string[];
  date: string;
}

interface Entry extends EntryBody {
  _id: string;
  author: string;
}

/** A local date-time, as the member's browser reads it (the browser runs in this machine's zone). */
const localDate = (year: number, month: number, day: number, hours = 12, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

async function createEntry(request: APIRequestContext, entry: Partial<EntryBody> & { title: string }): Promise<Entry> {
  const body: EntryBody = {
    project: 'NOVA',
    categories: ['Meetings'],
    descriptions: ['What happened.'],
    hyperlinks: [],
    contributors: [],
    date: localDate(2024, 6, 10),
    ...entry,
  };
  const reply = await request.post('/api/snapshots', { data: body });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  return (await reply.json()).data;
}

/** A member logged in in the page's browser context. */
async function logIn(page: Page, member: Account) {
  await apiLogin(page.request, member);
}

async function openTimeline(page: Page) {
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('Loading the timeline...')).toHaveCount(0);
}

async function search(page: Page, keyword: string) {
  const box = page.getByRole('searchbox', { name: 'Search the timeline' });
  await box.fill(keyword);
  await box.press('Enter');
}

/** The titles of the entries on the page, in order. */
const titles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

/** The delete confirmation, found by its title. */
const deleteDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Delete entry' });

/** A filter's dropdown: opened, it offers checkboxes. */
async function openFilter(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu).toBeVisible();
  return menu;
}

/** One VEVENT of an iCalendar text: its properties by name (parameters dropped), values unescaped. */
type CalendarEvent = Record<string, string>;

/** Reads an iCalendar text back (RFC 5545): unfolds lines, then collects each VEVENT's properties. */
function parseCalendar(text: string): CalendarEvent[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: CalendarEvent[] = [];
  let current: CalendarEvent | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name, ...parameters] = line.slice(0, colon).split(';');
      const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
      current[name] = value;
      if (parameters.length) current[`${name};params`] = parameters.join(';');
    }
  }
  return events;
}

test.describe('the timeline, for a member', () => {
  test('keyword search applies on Enter or the search icon, in any case and any field', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('kw');
    await createEntry(page.request, { title: `Pilot ${tag}` });
    await createEntry(page.request, { title: 'Guest visit', contributors: [`Ada ${tag.toUpperCase()}`], date: localDate(2024, 6, 9) });
    await createEntry(page.request, { title: 'Hiring round', hyperlinks: [`https://example.org/${tag}`], date: localDate(2024, 6, 8) });
    await createEntry(page.request, { title: `Unrelated ${uniqueName('other')}`, date: localDate(2024, 6, 7) });
    await openTimeline(page);

    const box = page.getByRole('searchbox', { name: 'Search the timeline' });
    await box.fill(tag.toUpperCase());
    // Typing alone changes nothing.
    await expect(titles(page)).toHaveCount(5);
    await box.press('Enter');
    await expect(titles(page)).toHaveText([`Pilot ${tag}`, 'Guest visit', 'Hiring round']);
    await expect(page.getByText('3 entries')).toBeVisible();

    await box.fill('guest visit');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(titles(page).first()).toHaveText('Guest visit');

    await box.fill(`${tag}-nothing-like-it`);
    await box.press('Enter');
    await expect(page.getByText('No Timelines to display')).toBeVisible();
  });

  test('each filter: project, category, author, and the date range with reversed ends', async ({ page, member, playwright, baseURL }) => {
    const other = await createMember(playwright, baseURL!);
    const otherContext = await playwright.request.newContext({ baseURL });
    await apiLogin(otherContext, other);
    const tag = uniqueName('flt');
    await createEntry(otherContext, { title: `${tag} by other`, project: 'NCIS', categories: ['Hiring'], date: localDate(2023, 3, 1, 0, 10) });
    await otherContext.dispose();
    await logIn(page, member);
    await createEntry(page.request, { title: `${tag} shiva progress`, project: 'SHIVA', categories: ['Progress', 'Analysis'], date: localDate(2023, 3, 5, 23, 30) });
    await createEntry(page.request, { title: `${tag} nova meeting`, project: 'NOVA', categories: ['Meetings'], date: localDate(2023, 3, 9, 0, 5) });
    await openTimeline(page);
    await search(page, tag);
    await expect(titles(page)).toHaveCount(3);

    await test.step('project', async () => {
      const menu = await openFilter(page, 'Project');
      await menu.getByRole('checkbox', { name: 'SHIVA', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} shiva progress`]);
      await menu.getByRole('checkbox', { name: 'NOVA', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} nova meeting`, `${tag} shiva progress`]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await search(page, tag);
    });

    await test.step('category', async () => {
      const menu = await openFilter(page, 'Category');
      await menu.getByRole('checkbox', { name: 'Hiring', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} by other`]);
      await menu.getByRole('checkbox', { name: 'Hiring', exact: true }).uncheck();
      await menu.getByRole('checkbox', { name: 'Analysis', exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} shiva progress`]);
      await menu.getByRole('checkbox', { name: 'Analysis', exact: true }).uncheck();
      await page.keyboard.press('Escape');
    });

    await test.step('author, from the lists of GET /api/snapshots/filters', async () => {
      const menu = await openFilter(page, 'Author');
      await menu.getByRole('checkbox', { name: other.username, exact: true }).check();
      await expect(titles(page)).toHaveText([`${tag} by other`]);
      await menu.getByRole('checkbox', { name: member.username, exact: true }).check();
      await expect(titles(page)).toHaveCount(3);
      await menu.getByRole('checkbox', { name: other.username, exact: true }).uncheck();
      await menu.getByRole('checkbox', { name: member.username, exact: true }).uncheck();
      await page.keyboard.press('Escape');
    });

    await test.step('date range: whole days, 00:00:00 to 23:59:59, ends swapped when reversed', async () => {
      await page.getByLabel('From', { exact: true }).fill('2023-03-05');
      await expect(titles(page)).toHaveText([`${tag} nova meeting`, `${tag} shiva progress`]);
      await page.getByLabel('To', { exact: true }).fill('2023-03-01');
      // Reversed: March 1st 00:00:00 to March 5th 23:59:59 (the SHIVA entry is at 23:30).
      await expect(titles(page)).toHaveText([`${tag} shiva progress`, `${tag} by other`]);
      await page.getByLabel('From', { exact: true }).fill('2023-03-09');
      await page.getByLabel('To', { exact: true }).fill('2023-03-09');
      await expect(titles(page)).toHaveText([`${tag} nova meeting`]);
    });
  });

  test('five entries a page; the next page starts at the top', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('page');
    for (let day = 1; day <= 7; day += 1) await createEntry(page.request, { title: `${tag} day ${day}`, date: localDate(2022, 5, day) });
    await page.setViewportSize({ width: 1280, height: 600 });
    await openTimeline(page);
    await search(page, tag);
    await expect(titles(page)).toHaveText([7, 6, 5, 4, 3].map((day) => `${tag} day ${day}`));

    const pages = page.getByRole('navigation', { name: 'Timeline pages' });
    await pages.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pages.getByRole('button', { name: '2' }).click();
    await expect(titles(page)).toHaveText([2, 1].map((day) => `${tag} day ${day}`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pages.locator('[aria-current="page"]')).toContainText('2');
  });

  test('entries are collapsed, expand on click or Enter/Space and collapse on blur', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('exp');
    await createEntry(page.request, {
      title: `${tag} workshop`,
      descriptions: ['First paragraph of the workshop.', 'Second paragraph.'],
      hyperlinks: ['osf.io/abcde', 'https://example.org/slides'],
      contributors: ['Ada Lovelace'],
    });
    await openTimeline(page);
    await search(page, tag);
    const toggle = page.getByRole('button', { name: `${tag} workshop`, exact: true });
    const entry = page.getByRole('article');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry.getByText('First paragraph of the workshop.')).toBeHidden();

    await test.step('mouse', async () => {
      await entry.getByText('Meetings').click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(entry.getByText('First paragraph of the workshop.')).toBeVisible();
      await expect(entry.getByText('Second paragraph.')).toBeVisible();
      await expect(entry.getByRole('link', { name: 'osf.io/abcde' })).toHaveAttribute('href', '//osf.io/abcde');
      await expect(entry.getByRole('link', { name: 'https://example.org/slides' })).toBeVisible();
      await expect(entry.getByText('Ada Lovelace')).toBeVisible();
      // A click elsewhere on the page takes focus away: the entry collapses.
      await page.getByRole('heading', { level: 1, name: 'Timeline' }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(entry.getByText('First paragraph of the workshop.')).toBeHidden();
    });

    await test.step('keyboard', async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(entry.getByText('Ada Lovelace')).toBeVisible();
      // Tab moves through the entry's own controls, then out of it.
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

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
    const entries: Entry[] = (await (await page.request.get('/api/snapshots')).json()).data;
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

  test('the filters fold away at 1000 px, with the mobile default lists, and sit in a row just above, saying the lists failed', async ({ page, member }) => {
    await logIn(page, member);
    // Without the API's lists, the mobile layout offers its defaults (spec section 9).
    await page.route('**/api/snapshots/filters', (route) => route.abort());
    await page.setViewportSize({ width: 1000, height: 800 });
    await openTimeline(page);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    let menu = await openFilter(page, 'Project');
    await expect(menu.getByRole('checkbox')).toHaveCount(5);
    await expect(menu.locator('label')).toHaveText(['Correlation', 'NOVA', 'SHIVA', 'IDEO', 'Project']);
    await page.keyboard.press('Escape');
    menu = await openFilter(page, 'Category');
    await expect(menu.locator('label')).toHaveText(['Website', 'Meeting', 'Workshop']);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Could not load the filter lists.')).toHaveCount(0);

    await page.setViewportSize({ width: 1001, height: 800 });
    await expect(filters).toHaveCount(0);
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    // The desktop's dropdowns have no defaults, so a note says why they are empty.
    await expect(page.getByText('Could not load the filter lists.')).toBeVisible();
    const from = await page.getByLabel('From', { exact: true }).boundingBox();
    const project = await page.getByRole('button', { name: 'Project', exact: true }).boundingBox();
    // One row: side by side, not stacked.
    expect(Math.abs(from!.y - project!.y)).toBeLessThan(20);
  });

  test('a filter dropdown is at most 224 px tall and scrolls', async ({ page, member }) => {
    await logIn(page, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTimeline(page);
    const menu = await openFilter(page, 'Category');
    const style = await menu.evaluate((element) => ({ maxHeight: getComputedStyle(element).maxHeight, overflowY: getComputedStyle(element).overflowY }));
    expect(style).toEqual({ maxHeight: '224px', overflowY: 'auto' });
    expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(224);
  });

  test('the CSV export holds the filtered entries, quoted and safe for spreadsheets', async ({ page, member }) => {
    await logIn(page, member);
    const tag = uniqueName('csv');
    await createEntry(page.request, {
      title: `${tag} "pilot", week 2`,
      descriptions: ['First line.\nSecond line.'],
      contributors: ['=SUM(1,2)', 'Zoë Ørsted'],
      date: localDate(2020, 1, 15),
    });
    await createEntry(page.request, { title: `${tag} plain`, date: localDate(2020, 1, 14) });
    await createEntry(page.request, { title: `${uniqueName('csvother')} not in it` });
    await openTimeline(page);
    await search(page, tag);
    await expect(titles(page)).toHaveCount(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^timeline-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const rows = text.split('\r\n');
    expect(rows[0]).toBe('Title,Date,Project,Categories,Author,Descriptions,Hyperlinks,Contributors');
    expect(text).toContain(
      `"${tag} ""pilot"", week 2",2020-01-15,NOVA,Meetings,${member.username},"First line.\nSecond line.",,"'=SUM(1,2); Zoë Ørsted"\r\n`,
    );
    expect(text).toContain(`${tag} plain,2020-01-14,NOVA,Meetings,${member.username},What happened.,,\r\n`);
    expect(text).not.toContain('not in it');
  });

  test('the calendar feed: the personal link, copied, read back as iCalendar, and replaced', async ({ page, member, playwright, baseURL }) => {
    await logIn(page, member);
    const tag = uniqueName('ics');
    await createEntry(page.request, { title: `${tag} colloquium; part 1, with Q&A`, date: localDate(2024, 2, 29) });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openTimeline(page);

    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    const link = dialog.getByLabel('Your personal calendar link');
    await expect(link).toHaveValue(/\/api\/snapshots\/feed\.ics\?token=./);
    await expect(dialog.getByText(/This link is private/)).toBeVisible();
    const url = await link.inputValue();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A calendar app has no session: a context of its own, without cookies.
    const calendarApp = await playwright.request.newContext();
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const event = parseCalendar(text).find((candidate) => candidate.SUMMARY === `${tag} colloquium; part 1, with Q&A`);
    expect(event, 'the entry is in the feed').toBeDefined();
    expect(event!.DTSTART).toBe('20240229');
    expect(event!['DTSTART;params']).toBe('VALUE=DATE');

    await test.step('a new link, after a warning; the old one stops working', async () => {
      await dialog.getByRole('button', { name: 'New link' }).click();
      await expect(dialog.getByText(/The current link stops working at once/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Make a new link' }).click();
      await expect(dialog.getByText('A new link was made; the old one no longer works.')).toBeVisible();
      await expect(link).not.toHaveValue(url);
      const fresh = await link.inputValue();
      expect((await calendarApp.get(url)).status()).toBe(401);
      const again = await calendarApp.get(fresh);
      expect(again.status()).toBe(200);
      expect(parseCalendar(await again.text()).some((candidate) => candidate.SUMMARY === `${tag} colloquium; part 1, with Q&A`)).toBe(true);
    });
    await calendarApp.dispose();
  });
});
