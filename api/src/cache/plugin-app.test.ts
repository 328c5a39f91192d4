import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { PASSWORD, useTestApp } from '../testing/test-context.js';

const ctx = useTestApp();

const highlight = (title: string) => ({
  title,
  project: 'NOVA',
  date: '2024-03-01T00:00:00.000Z',
  description: 'Funding for three more years.',
  author: 'Lab Admin',
  paragraph1: 'First paragraph.',
});

const entry = (title: string) => ({
  title,
  project: 'NOVA',
  categories: ['Meetings'],
  descriptions: ['Planned the next experiment.'],
  hyperlinks: [],
  contributors: ['Ada Lovelace'],
  date: '2024-03-05T10:00:00.000Z',
});

const titles = (body: string) => (JSON.parse(body) as { data: { title: string }[] }).data.map((item) => item.title);

describe('the response cache', () => {
  it('answers a repeated public read from memory with the same strong ETag, revalidated every time', async () => {
    const admin = await ctx.admin();
    await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: highlight('Cached') });
    const first = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const second = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers.etag), /^"[\w-]+"$/);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.body, first.body);
    assert.match(String(second.headers['content-type']), /^application\/json/);
    assert.ok(ctx.app.responseCache.size >= 1);
  });

  it('sends JSON in ASCII only, the same bytes and ETag on a miss and a hit, read back as what was written', async () => {
    const admin = await ctx.admin();
    const title = 'Café “Núñez” 日本 🧪';
    await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: highlight(title) });
    const miss = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const hit = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    assert.match(miss.body, /^[\x00-\x7e]*$/);
    assert.ok(miss.body.includes('Caf\\u00e9'));
    assert.deepEqual(titles(miss.body), [title]);
    assert.equal(hit.rawPayload.compare(miss.rawPayload), 0);
    assert.equal(hit.headers.etag, miss.headers.etag);
    assert.equal(Number(hit.headers['content-length']), hit.rawPayload.length);
  });

  it('answers 304 without a body, nor the headers of one, when If-None-Match holds the current ETag, from the cache and on a miss', async () => {
    const first = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const etag = String(first.headers.etag);
    const hit = await ctx.inject({ method: 'GET', url: '/api/highlights', headers: { 'if-none-match': etag } });
    assert.equal(hit.statusCode, 304);
    assert.equal(hit.body, '');
    assert.equal(hit.headers.etag, etag);
    ctx.app.responseCache.clear();
    const miss = await ctx.inject({ method: 'GET', url: '/api/highlights', headers: { 'if-none-match': `"other", ${etag}` } });
    assert.equal(miss.statusCode, 304);
    for (const answer of [hit, miss]) {
      assert.equal(answer.headers['content-type'], undefined);
      assert.equal(answer.headers['content-length'], undefined);
      assert.deepEqual([answer.headers['cache-control'], answer.headers.vary], ['no-cache', 'accept-encoding'], 'what governs the copy stays');
    }
    const stale = await ctx.inject({ method: 'GET', url: '/api/highlights', headers: { 'if-none-match': '"other"' } });
    assert.equal(stale.statusCode, 200);
  });

  it('serves the next read fresh after each kind of write (create, change, delete)', async () => {
    const admin = await ctx.admin();
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/highlights' })).body), []);
    const created = await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: highlight('First') });
    const id = created.json().data._id as string;
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/highlights' })).body), ['First']);
    assert.equal((await ctx.inject({ method: 'GET', url: `/api/highlights/${id}` })).json().data.title, 'First');
    await ctx.inject({ method: 'PATCH', url: `/api/highlights/${id}`, as: admin, payload: { title: 'Renamed' } });
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/highlights' })).body), ['Renamed']);
    assert.equal((await ctx.inject({ method: 'GET', url: `/api/highlights/${id}` })).json().data.title, 'Renamed');
    await ctx.inject({ method: 'DELETE', url: `/api/highlights/${id}`, as: admin });
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/highlights' })).body), []);
    assert.equal((await ctx.inject({ method: 'GET', url: `/api/highlights/${id}` })).statusCode, 404);
  });

  it('sends the compressed copy a request accepts best, brotli first, each the same JSON as the body as it is, on a miss and a hit', async () => {
    const admin = await ctx.admin();
    for (const title of ['One', 'Two', 'Three']) {
      await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: { ...highlight(title), paragraph1: 'Long enough to compress. '.repeat(20) } });
    }
    const plain = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    assert.ok(plain.rawPayload.length >= 1024, `${plain.rawPayload.length} bytes`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'accept-encoding');
    const etag = String(plain.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const identity = [undefined, 'identity', 'br;q=0, gzip;q=0'];
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
      ...identity.map((header) => [header, undefined, (body: Buffer) => body] as const),
    ] as const) {
      ctx.app.responseCache.clear();
      const headers = accept === undefined ? {} : { 'accept-encoding': accept };
      const miss = await ctx.inject({ method: 'GET', url: '/api/highlights', headers });
      const hit = await ctx.inject({ method: 'GET', url: '/api/highlights', headers });
      for (const answer of [miss, hit]) {
        assert.equal(answer.statusCode, 200, accept);
        assert.equal(answer.headers['content-encoding'], coding, accept);
        assert.equal(answer.headers.vary, 'accept-encoding', accept);
        assert.equal(answer.headers.etag, coding ? `W/${etag}` : etag, accept);
        assert.equal(Number(answer.headers['content-length']), answer.rawPayload.length, accept);
        if (coding) assert.ok(answer.rawPayload.length < plain.rawPayload.length / 2, `${accept}: ${answer.rawPayload.length} bytes`);
        assert.equal(decode(answer.rawPayload).compare(plain.rawPayload), 0, accept);
        assert.deepEqual(JSON.parse(decode(answer.rawPayload).toString()), plain.json(), accept);
      }
    }
  });

  it('answers 304 to If-None-Match with the strong or the weak ETag, whatever the coding, from the cache and on a miss', async () => {
    const admin = await ctx.admin();
    await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: { ...highlight('Big'), paragraph1: 'Long enough to compress. '.repeat(60) } });
    const etag = String((await ctx.inject({ method: 'GET', url: '/api/highlights' })).headers.etag);
    for (const held of [etag, `W/${etag}`]) {
      for (const [accept, sent] of [['gzip, deflate, br', `W/${etag}`], ['gzip', `W/${etag}`], ['identity', etag]] as const) {
        for (const from of ['hit', 'miss']) {
          if (from === 'miss') ctx.app.responseCache.clear();
          const answer = await ctx.inject({ method: 'GET', url: '/api/highlights', headers: { 'accept-encoding': accept, 'if-none-match': held } });
          const what = `${from}, ${accept}, If-None-Match ${held}`;
          assert.equal(answer.statusCode, 304, what);
          assert.equal(answer.rawPayload.length, 0, what);
          assert.equal(answer.headers.etag, sent, what);
          assert.equal(answer.headers.vary, 'accept-encoding', what);
          assert.equal(answer.headers['content-encoding'], undefined, what);
        }
      }
    }
  });

  it('shows a member changed through the API at once, and a browser revalidating gets the new body', async () => {
    const admin = await ctx.admin();
    const { user } = await ctx.member({ username: 'moving' });
    const before = await ctx.inject({ method: 'GET', url: '/api/members' });
    const put = await ctx.inject({ method: 'PUT', url: '/api/teams', as: admin, payload: { _id: user.id, positions: user.positions, isAlumni: true } });
    assert.equal(put.statusCode, 200);
    const after = await ctx.inject({ method: 'GET', url: '/api/members', headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().data.find((member: { username: string }) => member.username === 'moving').isAlumni, true);
  });

  it('keeps what visitors and members see apart, but never by who the member is', async () => {
    const one = await ctx.member({ username: 'one' });
    const two = await ctx.member({ username: 'two' });
    const asMember = await ctx.inject({ method: 'GET', url: '/api/members', as: one });
    const asVisitor = await ctx.inject({ method: 'GET', url: '/api/members' });
    assert.ok(asMember.json().data.every((member: { email?: string }) => member.email));
    assert.ok(asVisitor.json().data.every((member: { email?: string }) => member.email === undefined));
    assert.notEqual(asVisitor.headers.etag, asMember.headers.etag);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/members', as: two })).headers.etag, asMember.headers.etag);
  });

  it('shares the timeline between members, still refuses visitors, and shows a new entry at once', async () => {
    const one = await ctx.member();
    const two = await ctx.member();
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/snapshots', as: one })).body), []);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/snapshots' })).statusCode, 401);
    await ctx.inject({ method: 'POST', url: '/api/snapshots', as: two, payload: entry('Meeting') });
    assert.deepEqual(titles((await ctx.inject({ method: 'GET', url: '/api/snapshots', as: one })).body), ['Meeting']);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/snapshots' })).statusCode, 401);
  });

  it('sends the same security headers as every other route, on a miss, a hit, a 304 and a HEAD', async () => {
    const other = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token' });
    const miss = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const hit = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const revalidated = await ctx.inject({ method: 'GET', url: '/api/highlights', headers: { 'if-none-match': String(hit.headers.etag) } });
    const head = await ctx.inject({ method: 'HEAD', url: '/api/highlights' });
    assert.equal(revalidated.statusCode, 304);
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'strict-transport-security']) {
      assert.ok(other.headers[name], name);
      for (const response of [miss, hit, revalidated, head]) assert.equal(response.headers[name], other.headers[name], name);
    }
  });

  it('is not emptied by logins nor by failed writes', async () => {
    const member = await ctx.member({ username: 'reader' });
    await ctx.inject({ method: 'GET', url: '/api/members' });
    await ctx.inject({ method: 'GET', url: '/api/highlights' });
    const held = ctx.app.responseCache.size;
    const login = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'reader', password: PASSWORD } });
    assert.equal(login.statusCode, 200);
    const refused = await ctx.inject({ method: 'POST', url: '/api/highlights', as: member, payload: highlight('Not an admin') });
    assert.equal(refused.statusCode, 403);
    assert.equal(ctx.app.responseCache.size, held);
  });
});
