import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import { parseCalendar, property, textList, unescapeText } from '../testing/ical.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';

const ctx = useTestApp();

async function feedUrl(as: TestUser, method: 'GET' | 'POST' = 'GET', headers: Record<string, string> = {}) {
  const response = await ctx.inject({ method, url: '/api/snapshots/feed-token', as, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { url: string; createdAt: string };
}

/** The feed at a link the API handed out, fetched as a calendar app would: no cookie. */
function fetchFeed(url: string) {
  const { pathname, search } = new URL(url);
  return ctx.inject({ method: 'GET', url: `${pathname}${search}` });
}

const HOSTILE = 'Pilot; results, part 2 \\ "final"\nnext line — ünïcödé ✓ '.repeat(3);

async function entry(owner: TestUser, overrides: Partial<Parameters<typeof insertSnapshot>[1]> = {}) {
  return insertSnapshot(ctx.database.db, {
    title: 'Pilot session',
    project: 'NOVA',
    date: new Date('2026-03-01T12:00:00.000Z'),
    descriptions: ['Ran six pilot participants.'],
    hyperlinks: [],
    contributors: [],
    categories: ['Progress'],
    author: owner.user.username,
    createdBy: owner.user.id,
    ...overrides,
  });
}

describe('GET and POST /api/snapshots/feed-token', () => {
  it("gives a member a personal, absolute feed link, the same one on every call", async () => {
    const me = await ctx.member();
    const first = await feedUrl(me);
    assert.match(first.url, /^http:\/\/localhost:8080\/api\/snapshots\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    assert.ok(!Number.isNaN(Date.parse(first.createdAt)));
    assert.deepEqual(await feedUrl(me), first);
    const other = await feedUrl(await ctx.member());
    assert.notEqual(other.url, first.url);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token' })).statusCode, 401);
  });

  it('stores only a hash of the token', async () => {
    const me = await ctx.member();
    const token = new URL((await feedUrl(me)).url).searchParams.get('token')!;
    const rows = JSON.stringify(await ctx.database.db.execute('select * from feed_tokens'));
    assert.ok(!rows.includes(token));
  });

  it('builds the link from SITE_URL, whatever Host the client sent', async () => {
    const me = await ctx.member();
    for (const host of ['lab.example.edu:8443', 'evil.example/<x>']) {
      const { url } = await feedUrl(me, 'GET', { host });
      assert.match(url, /^http:\/\/localhost:8080\/api\/snapshots\/feed\.ics\?token=/, host);
    }
  });

  it('replaces the link on POST: the old one stops working', async () => {
    const me = await ctx.member();
    const old = await feedUrl(me);
    const rotated = await feedUrl(me, 'POST');
    assert.notEqual(rotated.url, old.url);
    assert.equal((await fetchFeed(old.url)).statusCode, 401);
    assert.equal((await fetchFeed(rotated.url)).statusCode, 200);
    assert.deepEqual(await feedUrl(me), rotated);
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/snapshots/feed-token' })).statusCode, 401);
  });
});

describe('GET /api/snapshots/feed.ics', () => {
  it('answers a missing or unknown token with a JSON 401', async () => {
    for (const url of ['/api/snapshots/feed.ics', '/api/snapshots/feed.ics?token=nope', '/api/snapshots/feed.ics?token=']) {
      const response = await ctx.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401, url);
      assert.match(response.headers['content-type'] as string, /^application\/json/);
      assert.match(response.json().message, /feed link/);
    }
    const tooLong = await ctx.inject({ method: 'GET', url: `/api/snapshots/feed.ics?token=${'a'.repeat(300)}` });
    assert.equal(tooLong.statusCode, 400);
  });

  it('stops working after a password change, answering like an unknown token; a new GET makes a new link', async () => {
    const me = await ctx.member();
    const old = await feedUrl(me);
    assert.equal((await fetchFeed(old.url)).statusCode, 200);
    const changed = await ctx.inject({
      method: 'PATCH',
      url: '/api/users/changePassword',
      as: me,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const stale = await fetchFeed(old.url);
    const unknown = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed.ics?token=nope' });
    assert.equal(stale.statusCode, 401);
    assert.deepEqual(stale.json(), unknown.json());
    const fresh = await feedUrl(me);
    assert.notEqual(fresh.url, old.url);
    assert.equal((await fetchFeed(fresh.url)).statusCode, 200);
  });

  it("stops working when the member's account is deleted", async () => {
    const me = await ctx.member();
    const { url } = await feedUrl(me);
    assert.equal((await fetchFeed(url)).statusCode, 200);
    await ctx.database.db.delete(users).where(eq(users.id, me.user.id));
    assert.equal((await fetchFeed(url)).statusCode, 401);
  });

  it('is a valid calendar with one all-day event per entry', async () => {
    const me = await ctx.member();
    const first = await entry(me, {
      title: 'Guest talk',
      project: 'SHIVA',
      date: new Date('2026-02-10T12:00:00.000Z'),
      descriptions: ['Dr. Lee on saccades.', 'Q&A after.'],
      contributors: ['Ada', 'Grace'],
      hyperlinks: ['https://example.org/talk', '//example.org/slides'],
      categories: ['Guest Speaker', 'Meetings'],
    });
    await entry(me, { date: new Date('2026-03-01T00:00:00.000Z') });
    const response = await fetchFeed((await feedUrl(me)).url);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.match(String(response.headers['cache-control']), /^private/);

    const calendar = parseCalendar(response.body);
    assert.equal(calendar.name, 'VCALENDAR');
    assert.equal(property(calendar, 'VERSION').value, '2.0');
    assert.match(property(calendar, 'PRODID').value, /^-\/\/Visual Cognition Lab\/\//);
    assert.equal(unescapeText(property(calendar, 'X-WR-CALNAME').value), 'Visual Cognition Lab timeline');
    assert.equal(calendar.components.length, 2);
    const [newest, older] = calendar.components as [typeof calendar, typeof calendar];
    assert.equal(property(newest, 'DTSTART').value, '20260301');
    assert.deepEqual(property(newest, 'DTSTART').params, { VALUE: 'DATE' });

    assert.equal(older.name, 'VEVENT');
    assert.equal(property(older, 'UID').value, `${first.id}@localhost`);
    assert.equal(property(older, 'DTSTAMP').value, first.updatedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    assert.match(property(older, 'DTSTAMP').value, /^\d{8}T\d{6}Z$/);
    assert.equal(property(older, 'DTSTART').value, '20260210');
    assert.equal(property(older, 'DTEND').value, '20260211');
    assert.equal(unescapeText(property(older, 'SUMMARY').value), 'Guest talk');
    assert.equal(
      unescapeText(property(older, 'DESCRIPTION').value),
      'Project: SHIVA\n\nAuthor: ' + me.user.username + '\n\nDr. Lee on saccades.\n\nQ&A after.\n\nContributors: Ada, Grace\n\n' +
        'Links:\nhttps://example.org/talk\n//example.org/slides',
    );
    assert.deepEqual(textList(property(older, 'CATEGORIES').value), ['Guest Speaker', 'Meetings']);
  });

  it('escapes and folds hostile text so it reads back exactly', async () => {
    const me = await ctx.member();
    await entry(me, {
      title: HOSTILE,
      descriptions: [`${HOSTILE}\r\nwindows line\rold mac line`],
      contributors: ['Doe, Jane; PhD'],
      categories: ['Dev/Code'],
    });
    const response = await fetchFeed((await feedUrl(me)).url);
    const body = response.body;
    assert.doesNotMatch(body, /(?<!\r)\n/, 'only CRLF line ends');
    const event = parseCalendar(body).components[0]!;
    assert.equal(unescapeText(property(event, 'SUMMARY').value), HOSTILE);
    const description = unescapeText(property(event, 'DESCRIPTION').value);
    assert.ok(description.includes(`${HOSTILE}\nwindows line\nold mac line`));
    assert.ok(description.includes('Contributors: Doe, Jane; PhD'));
    // Folding put the long lines over several physical lines, each at most 75 octets.
    assert.ok(body.split('\r\n').filter((line) => line.startsWith(' ')).length > 5);
  });

  it('lists no events, but a valid calendar, for an empty timeline', async () => {
    const me = await ctx.member();
    const calendar = parseCalendar((await fetchFeed((await feedUrl(me)).url)).body);
    assert.deepEqual(calendar.components, []);
  });
});
