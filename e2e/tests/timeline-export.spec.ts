import { readFile } from 'node:fs/promises';
import { expect, test, uniqueName } from '../fixtures';
import { createEntry, localDate, logIn, openTimeline, search, titles } from './timeline-helpers';

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
