import type { Page } from '@playwright/test';
import { apiLogin, expect, test } from '../fixtures';

/**
 * What the server gives calendar apps, feed readers and crawlers (issues 4 and 7), read the way
 * they read it: without a session and without running the site's scripts.
 */

/** Unfolds iCalendar text (RFC 5545 3.1) into its content lines, checking CRLF and 75 octets. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBeTruthy();
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  return physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
}

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

/** The browser's own XML parser: null when the document is well-formed, else its complaint. */
function xmlError(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.querySelector('parsererror')?.textContent ?? null;
  }, xml);
}

test('a member subscribes to the timeline with a personal feed link that a calendar app can read', async ({ playwright, baseURL, member }) => {
  const me = await playwright.request.newContext({ baseURL });
  await apiLogin(me, member);
  const title = `Guest talk; "saccades", part \\ 2 — ${Date.now()}`;
  const created = await me.post('/api/snapshots', {
    data: {
      title,
      project: 'NOVA',
      categories: ['Guest Speaker', 'Meetings'],
      descriptions: ['A long description that goes on and on so that the line has to be folded at seventy-five octets.'],
      hyperlinks: ['https://example.org/talk'],
      contributors: ['Doe, Jane'],
      date: new Date(2026, 2, 14, 12).toISOString(),
    },
  });
  expect(created.ok()).toBeTruthy();
  const entryId = (await created.json()).data._id;

  const link = (await (await me.get('/api/snapshots/feed-token')).json()).data;
  expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/snapshots\/feed\.ics\?token=[\w-]{43}$/);

  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(link.url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = contentLines(await feed.text());
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines).toContain('X-WR-CALNAME:Visual Cognition Lab timeline');
  const events = lines.filter((line) => line === 'BEGIN:VEVENT').length;
  expect(events).toBe((await (await me.get('/api/snapshots')).json()).data.length);
  const start = lines.indexOf(`UID:${entryId}@127.0.0.1`);
  expect(start).toBeGreaterThan(0);
  const event = lines.slice(start, lines.indexOf('END:VEVENT', start));
  expect(event).toContain('DTSTART;VALUE=DATE:20260314');
  expect(unescape(event.find((line) => line.startsWith('SUMMARY:'))!.slice(8))).toBe(title);
  expect(event.find((line) => line.startsWith('CATEGORIES:'))).toBe('CATEGORIES:Guest Speaker,Meetings');
  expect(unescape(event.find((line) => line.startsWith('DESCRIPTION:'))!)).toContain('Contributors: Doe, Jane');

  const rotated = (await (await me.post('/api/snapshots/feed-token')).json()).data;
  expect(rotated.url).not.toBe(link.url);
  const old = await calendarApp.get(link.url);
  expect(old.status()).toBe(401);
  expect((await old.json()).message).toMatch(/not valid/);
  expect((await calendarApp.get(rotated.url)).status()).toBe(200);
  await me.delete(`/api/snapshots/${entryId}`);
  await me.dispose();
  await calendarApp.dispose();
});

test('crawlers get robots.txt, a well-formed sitemap and highlights feed, and page heads without scripts', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  const timeline = await request.get('/timeline', { headers: { accept: 'text/html' } });
  expect(timeline.headers()['x-robots-tag']).toBe('noindex');
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);

  await page.goto('/');
  const highlights = (await (await request.get('/api/highlights')).json()).data as { _id: string; title: string; description: string }[];
  expect(highlights.length).toBeGreaterThan(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(await xmlError(page, sitemap)).toBeNull();
  for (const path of ['/People', '/projects/Image%20Transitions', `/lab_highlights/${highlights[0]!._id}`]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }

  const rss = await (await request.get('/api/highlights/feed.xml')).text();
  expect(await xmlError(page, rss)).toBeNull();
  const titles = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return [...doc.querySelectorAll('item > title')].map((node) => node.textContent);
  }, rss);
  expect(titles).toEqual(highlights.map((highlight) => highlight.title));

  const first = highlights[0]!;
  const html = await (await request.get(`/lab_highlights/${first._id}`, { headers: { accept: 'text/html' } })).text();
  const head = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const meta = (key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    return { title: doc.title, description: meta('description'), ogType: meta('og:type'), canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') };
  }, html);
  expect(head.title).toBe(`${first.title} | Visual Cognition Lab`);
  expect(head.description).toBe(first.description);
  expect(head.ogType).toBe('article');
  expect(head.canonical).toMatch(new RegExp(`/lab_highlights/${first._id}$`));
});
