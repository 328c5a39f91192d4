import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { ADMINS_ONLY } from '../../plugins/session.js';
import { highlightBody, highlightRequests, multipart } from '../../testing/highlights.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();
const { create, postWithImage, fetchOne } = highlightRequests(ctx);

describe('GET /api/highlights', () => {
  it('lists highlights publicly, newest date first, in the shape the client reads', async () => {
    const admin = await ctx.admin();
    const older = await create(admin, { title: 'Older', date: '2023-01-15T00:00:00.000Z' });
    const newest = await create(admin, { title: 'Newest', date: '2024-06-01T00:00:00.000Z', paragraph2: undefined });
    const middle = await create(admin, { title: 'Middle', date: '2023-09-01T00:00:00.000Z' });

    const response = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    assert.equal(response.statusCode, 200);
    const list = response.json().data;
    assert.deepEqual(
      list.map((h: { _id: string }) => h._id),
      [newest._id, middle._id, older._id],
    );
    assert.deepEqual(list[0], {
      _id: newest._id,
      title: 'Newest',
      project: 'NOVA',
      date: '2024-06-01T00:00:00.000Z',
      description: 'Funding for three more years.',
      image: null,
      author: 'Lab Admin',
      highlights: { paragraph1: 'First paragraph.', paragraph2: '', paragraph3: '', paragraph4: '' },
      updatedAt: list[0].updatedAt,
    });
    assert.ok(!Number.isNaN(Date.parse(list[0].updatedAt)));
  });

  it('answers one highlight publicly, and 404 for an unknown id', async () => {
    const admin = await ctx.admin();
    const created = await create(admin);
    const one = await fetchOne(created._id);
    assert.equal(one.statusCode, 200);
    assert.deepEqual(one.json().data, created);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await fetchOne(id);
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Highlight not found');
    }
  });
});

describe('POST /api/highlights', () => {
  it('creates a highlight from JSON, trimming text', async () => {
    const admin = await ctx.admin();
    const data = await create(admin, { title: '  Spaced  ', paragraph4: 'Fourth.' });
    assert.equal(data.title, 'Spaced');
    assert.deepEqual(data.highlights, {
      paragraph1: 'First paragraph.',
      paragraph2: 'Second paragraph.',
      paragraph3: '',
      paragraph4: 'Fourth.',
    });
    assert.equal((await fetchOne(data._id)).json().data.title, 'Spaced');
  });

  it('creates a highlight from a form with an image, served as WebP', async () => {
    const admin = await ctx.admin();
    const response = await postWithImage(admin);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(data.highlights.paragraph2, 'Second paragraph.');
    assert.match(data.image, new RegExp(`^/api/highlights/${data._id}/image\\?v=[^&]+$`));
    const image = await ctx.inject({ method: 'GET', url: data.image });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.equal((await sharp(image.rawPayload).metadata()).format, 'webp');
    assert.match(String(image.headers['cache-control']), /immutable/);
  });

  it('refuses a project that is not one of the seven, or a missing paragraph1, with 400', async () => {
    const admin = await ctx.admin();
    for (const body of [highlightBody({ project: 'Nova Prime' }), highlightBody({ paragraph1: undefined }), highlightBody({ title: ' ' })]) {
      const response = await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, payload: body });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
    }
    assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data, []);
  });

  it('refuses a file that is not an image with 415', async () => {
    const admin = await ctx.admin();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody() as Record<string, string>, Buffer.from('hello, not an image'))),
    });
    assert.equal(response.statusCode, 415);
    assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data, []);
  });
});

describe('writing highlights needs an admin', () => {
  it('refuses members with 403 and visitors with 401 for POST, PATCH and DELETE', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    const created = await create(admin);
    const requests = [
      { method: 'POST' as const, url: '/api/highlights', payload: highlightBody() },
      { method: 'PATCH' as const, url: `/api/highlights/${created._id}`, payload: { title: 'Hijacked' } },
      { method: 'DELETE' as const, url: `/api/highlights/${created._id}` },
    ];
    for (const request of requests) {
      const asMember = await ctx.inject({ ...request, as: member });
      assert.equal(asMember.statusCode, 403, request.method);
      assert.equal(asMember.json().message, ADMINS_ONLY);
      assert.equal((await ctx.inject(request)).statusCode, 401, request.method);
    }
    const list = (await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data;
    assert.equal(list.length, 1);
    assert.equal(list[0].title, created.title);
  });
});
