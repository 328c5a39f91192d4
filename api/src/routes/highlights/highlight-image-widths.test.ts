import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { highlightBody, multipart } from '../../testing/highlights.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();

/** A photograph's worth of detail (noise compresses as badly), `width` × 3/8 of it, as JPEG. */
const photo = (width: number) =>
  sharp({ create: { width, height: Math.round((width * 3) / 8), channels: 3, background: '#557799', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function highlightWith(image: Buffer): Promise<string> {
  const admin = await ctx.admin();
  const response = await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, ...(await multipart(highlightBody() as Record<string, string>, image)) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.image;
}

describe('GET /api/highlights/:id/image?w=', () => {
  it('serves the picture resized to the width asked for, smaller, with a tag of its own', async () => {
    const url = await highlightWith(await photo(1200));
    const stored = await ctx.inject({ method: 'GET', url });
    const narrow = await ctx.inject({ method: 'GET', url: `${url}&w=480` });
    assert.equal(narrow.statusCode, 200);
    assert.equal(narrow.headers['content-type'], 'image/webp');
    const { width, height, format } = await sharp(narrow.rawPayload).metadata();
    assert.deepEqual({ width, height, format }, { width: 480, height: 180, format: 'webp' });
    assert.ok(narrow.rawPayload.length < stored.rawPayload.length / 3, `${narrow.rawPayload.length} against ${stored.rawPayload.length}`);
    assert.match(String(narrow.headers['cache-control']), /immutable/);
    const etag = narrow.headers.etag as string;
    assert.notEqual(etag, stored.headers.etag);

    const again = await ctx.inject({ method: 'GET', url: `${url}&w=480` });
    assert.deepEqual(again.rawPayload, narrow.rawPayload);
    assert.equal((await ctx.inject({ method: 'GET', url: `${url}&w=480`, headers: { 'if-none-match': etag } })).statusCode, 304);
    assert.equal((await ctx.inject({ method: 'GET', url: `${url}&w=720`, headers: { 'if-none-match': etag } })).statusCode, 200);
  });

  it('answers many asking at once for the same width alike', async () => {
    const url = await highlightWith(await photo(1200));
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.inject({ method: 'GET', url: `${url}&w=720` })));
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((answer) => answer.headers.etag)).size, 1);
    assert.equal((await sharp(answers[0]!.rawPayload).metadata()).width, 720);
  });

  it('serves a picture no wider than the width asked for as stored', async () => {
    const url = await highlightWith(await photo(640));
    const stored = await ctx.inject({ method: 'GET', url });
    for (const width of [720, 1080, 1600]) {
      const answer = await ctx.inject({ method: 'GET', url: `${url}&w=${width}` });
      assert.equal(answer.statusCode, 200);
      assert.deepEqual(answer.rawPayload, stored.rawPayload, String(width));
      assert.equal(answer.headers.etag, stored.headers.etag);
    }
  });

  it('refuses a width it does not serve with 400', async () => {
    const url = await highlightWith(await photo(640));
    for (const width of ['500', '0', '-480', 'wide', '480.5', '']) {
      const answer = await ctx.inject({ method: 'GET', url: `${url}&w=${width}` });
      assert.equal(answer.statusCode, 400, width);
    }
  });
});
