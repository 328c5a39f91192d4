import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { feedUrl, fetchFeed } from '../../testing/feed-links.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();

describe('GET and POST /api/snapshots/feed-token', () => {
  it("gives a member a personal, absolute feed link, the same one on every call", async () => {
    const me = await ctx.member();
    const first = await feedUrl(ctx, me);
    assert.match(first.url, /^http:\/\/localhost:8080\/api\/snapshots\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    assert.ok(!Number.isNaN(Date.parse(first.createdAt)));
    assert.deepEqual(await feedUrl(ctx, me), first);
    const other = await feedUrl(ctx, await ctx.member());
    assert.notEqual(other.url, first.url);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token' })).statusCode, 401);
  });

  it('stores only a hash of the token', async () => {
    const me = await ctx.member();
    const token = new URL((await feedUrl(ctx, me)).url).searchParams.get('token')!;
    const rows = JSON.stringify(await ctx.database.db.execute('select * from feed_tokens'));
    assert.ok(!rows.includes(token));
  });

  it('builds the link from SITE_URL, whatever Host the client sent', async () => {
    const me = await ctx.member();
    for (const host of ['lab.example.edu:8443', 'evil.example/<x>']) {
      const { url } = await feedUrl(ctx, me, 'GET', { host });
      assert.match(url, /^http:\/\/localhost:8080\/api\/snapshots\/feed\.ics\?token=/, host);
    }
  });

  it('replaces the link on POST: the old one stops working', async () => {
    const me = await ctx.member();
    const old = await feedUrl(ctx, me);
    const rotated = await feedUrl(ctx, me, 'POST');
    assert.notEqual(rotated.url, old.url);
    assert.equal((await fetchFeed(ctx, old.url)).statusCode, 401);
    assert.equal((await fetchFeed(ctx, rotated.url)).statusCode, 200);
    assert.deepEqual(await feedUrl(ctx, me), rotated);
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/snapshots/feed-token' })).statusCode, 401);
  });
});
