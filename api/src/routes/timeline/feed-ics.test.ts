import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { insertSnapshot } from '../../repositories/snapshots.js';
import { parseCalendar, property, textList, unescapeText } from '../../testing/ical.js';
import { feedUrl, fetchFeed } from '../../testing/feed-links.js';
import { PASSWORD, useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();

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
    const old = await feedUrl(ctx, me);
    assert.equal((await fetchFeed(ctx, old.url)).statusCode, 200);
    const changed = await ctx.inject({
      method: 'PATCH',
      url: '/api/users/changePassword',
      as: me,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const stale = await fetchFeed(ctx, old.url);
    const unknown = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed.ics?token=nope' });
    assert.equal(stale.statusCode, 401);
    assert.deepEqual(stale.json(), unknown.json());
    const fresh = await feedUrl(ctx, me);
    assert.notEqual(fresh.url, old.url);
    assert.equal((await fetchFeed(ctx, fresh.url)).statusCode, 200);
  });

  it("stops working when the member's account is deleted", async () => {
    const me = await ctx.member();
    const { url } = await feedUrl(ctx, me);
    assert.equal((await fetchFeed(ctx, url)).statusCode, 200);
    await ctx.database.db.delete(users).where(eq(users.id, me.user.id));
    assert.equal((await fetchFeed(ctx, url)).statusCode, 401);
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
    const response = await fetchFeed(ctx, (await feedUrl(ctx, me)).url);
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
    const response = await fetchFeed(ctx, (await feedUrl(ctx, me)).url);
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
    const calendar = parseCalendar((await fetchFeed(ctx, (await feedUrl(ctx, me)).url)).body);
    assert.deepEqual(calendar.components, []);
  });
});
