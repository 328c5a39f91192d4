import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { highlightBody, highlightRequests, multipart, png } from '../../testing/highlights.js';
import { useTestApp } from '../../testing/test-context.js';
import { oversized, storedRows } from '../../testing/uploads.js';

const ctx = useTestApp();
const { create, postWithImage, fetchOne } = highlightRequests(ctx);
const imageCount = () => storedRows(ctx.database, 'images');

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
    const first = await postWithImage(admin);
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
    const response = await postWithImage(admin);
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
  it('refuses an image over 2 MB with 413 and the profile picture\'s message, and changes nothing', async () => {
    const admin = await ctx.admin();
    const first = await postWithImage(admin);
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
