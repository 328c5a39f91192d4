import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMINS_ONLY } from '../../plugins/session.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();

const png = (background = '#3366cc') => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();

function highlightBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'NOVA wins a grant',
    project: 'NOVA',
    date: '2024-03-01T00:00:00.000Z',
    description: 'Funding for three more years.',
    author: 'Lab Admin',
    paragraph1: 'First paragraph.',
    paragraph2: 'Second paragraph.',
    ...overrides,
  };
}

/** A multipart body of text fields plus an optional `image` file. */
async function multipart(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)]), 'picture.png');
  const request = new Request('http://x', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function create(as: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await ctx.inject({ method: 'POST', url: '/api/highlights', as, payload: highlightBody(overrides) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

/** Stored images: a replaced or deleted picture must not linger in the database. */
async function imageCount(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from images`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

async function fetchOne(id: string) {
  return ctx.inject({ method: 'GET', url: `/api/highlights/${id}` });
}

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
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody() as Record<string, string>, await png())),
    });
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

describe('PATCH /api/highlights/:id', () => {
  it('changes the fields given and keeps the others, paragraphs included', async () => {
    const admin = await ctx.admin();
    const created = await create(admin, { paragraph3: 'Third paragraph.' });
    const response = await ctx.inject({
      method: 'PATCH',
      url: `/api/highlights/${created._id}`,
      as: admin,
      payload: { title: 'New title', paragraph2: 'Rewritten second.' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = (await fetchOne(created._id)).json().data;
    assert.deepEqual(after, {
      ...created,
      title: 'New title',
      highlights: { ...created.highlights, paragraph2: 'Rewritten second.' },
      updatedAt: after.updatedAt,
    });
    assert.ok(Date.parse(after.updatedAt) >= Date.parse(created.updatedAt), 'the change moves updatedAt');
    assert.equal(after.highlights.paragraph3, 'Third paragraph.');
  });

  it('replaces the image, and removes it with removeImage', async () => {
    const admin = await ctx.admin();
    const first = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody() as Record<string, string>, await png('#3366cc'))),
    });
    const created = first.json().data;
    const oldImage = await ctx.inject({ method: 'GET', url: created.image });

    const replaced = await ctx.inject({
      method: 'PATCH',
      url: `/api/highlights/${created._id}`,
      as: admin,
      ...(await multipart({ title: 'With a new picture' }, await png('#cc3333'))),
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    const updated = replaced.json().data;
    assert.equal(updated.title, 'With a new picture');
    assert.equal(updated.description, created.description);
    assert.notEqual(updated.image, created.image);
    const newImage = await ctx.inject({ method: 'GET', url: updated.image });
    assert.equal(newImage.statusCode, 200);
    assert.equal(newImage.headers['content-type'], 'image/webp');
    assert.notEqual(newImage.headers.etag, oldImage.headers.etag);
    // The old URL no longer serves the old picture as an immutable version.
    const stale = await ctx.inject({ method: 'GET', url: created.image });
    assert.notEqual(stale.headers.etag, oldImage.headers.etag);
    assert.doesNotMatch(String(stale.headers['cache-control']), /immutable/);
    assert.equal(await imageCount(), 1, 'the old picture is deleted');

    const removed = await ctx.inject({ method: 'PATCH', url: `/api/highlights/${created._id}`, as: admin, payload: { removeImage: true } });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().data.image, null);
    assert.equal((await fetchOne(created._id)).json().data.image, null);
    assert.equal((await ctx.inject({ method: 'GET', url: `/api/highlights/${created._id}/image` })).statusCode, 404);
    assert.equal(await imageCount(), 0);
  });

  it('refuses an invalid project with 400, and answers 404 for an unknown id', async () => {
    const admin = await ctx.admin();
    const created = await create(admin);
    const bad = await ctx.inject({ method: 'PATCH', url: `/api/highlights/${created._id}`, as: admin, payload: { project: 'nova prime' } });
    assert.equal(bad.statusCode, 400);
    assert.equal((await fetchOne(created._id)).json().data.project, 'NOVA');
    const missing = await ctx.inject({ method: 'PATCH', url: `/api/highlights/${randomUUID()}`, as: admin, payload: { title: 'x' } });
    assert.equal(missing.statusCode, 404);
  });
});

describe('DELETE /api/highlights/:id', () => {
  it('deletes the highlight and its image', async () => {
    const admin = await ctx.admin();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody() as Record<string, string>, await png())),
    });
    const created = response.json().data;
    assert.equal(await imageCount(), 1);
    const deleted = await ctx.inject({ method: 'DELETE', url: `/api/highlights/${created._id}`, as: admin });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await fetchOne(created._id)).statusCode, 404);
    assert.equal((await ctx.inject({ method: 'GET', url: created.image })).statusCode, 404);
    assert.equal(await imageCount(), 0);
    const again = await ctx.inject({ method: 'DELETE', url: `/api/highlights/${created._id}`, as: admin });
    assert.equal(again.statusCode, 404);
  });
});

describe('the image size limit of POST and PATCH', () => {
  /** One byte over the 2 MB limit (2,097,152 bytes), starting as a PNG does. */
  function oversized(): Buffer {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Buffer.concat([header, randomBytes(2_097_153 - header.length)]);
  }

  it('refuses an image over 2 MB with 413 and the profile picture\'s message, and changes nothing', async () => {
    const admin = await ctx.admin();
    const first = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody() as Record<string, string>, await png())),
    });
    const created = first.json().data;
    const before = (await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data;

    const posted = await ctx.inject({
      method: 'POST',
      url: '/api/highlights',
      as: admin,
      ...(await multipart(highlightBody({ title: 'Too big' }) as Record<string, string>, oversized())),
    });
    const patched = await ctx.inject({
      method: 'PATCH',
      url: `/api/highlights/${created._id}`,
      as: admin,
      ...(await multipart({ title: 'Should not be saved' }, oversized())),
    });
    for (const [name, response] of [['POST', posted], ['PATCH', patched]] as const) {
      assert.equal(response.statusCode, 413, name);
      assert.equal(response.json().message, 'Uploaded file is too large (max 2MB).', name);
    }
    assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data, before);
    assert.equal(await imageCount(), 1);
    assert.equal((await ctx.inject({ method: 'GET', url: created.image })).statusCode, 200);
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
