import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { pngImage as png } from '../../testing/multipart.js';
import { profileFields, profileRequests } from '../../testing/profiles.js';
import { useTestApp } from '../../testing/test-context.js';
import { oversized, storedRows } from '../../testing/uploads.js';

const ctx = useTestApp();
const { saveProfile, readProfile } = profileRequests(ctx);
const imageCount = () => storedRows(ctx.database, 'images');

describe('PATCH /api/users/updateUser', () => {
  it('stores an uploaded picture and serves it as WebP with cache headers', async () => {
    const me = await ctx.member({ username: 'pictured' });
    const response = await saveProfile(me, profileFields(me.user, { profilePic: { file: await png(), name: 'me.png' } }));
    assert.equal(response.statusCode, 200, response.body);
    const url: string = response.json().data.profilePic;
    assert.match(url, /^\/api\/users\/pictured\/avatar\?v=[^&]+$/);
    assert.equal((await readProfile(me)).profilePic, url);

    const image = await ctx.inject({ method: 'GET', url });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.equal((await sharp(image.rawPayload).metadata()).format, 'webp');
    const etag = image.headers.etag as string;
    assert.ok(etag);
    assert.match(String(image.headers['cache-control']), /immutable/);

    const cached = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.rawPayload.length, 0);
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      assert.equal(revalidated.statusCode, 304, header);
    }
    const changed = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    assert.equal(changed.statusCode, 200);

    // A picture narrower than the width asked for comes as stored; a width not served is refused.
    const narrow = await ctx.inject({ method: 'GET', url: `${url}&w=480` });
    assert.deepEqual(narrow.rawPayload, image.rawPayload);
    assert.equal((await ctx.inject({ method: 'GET', url: `${url}&w=500` })).statusCode, 400);

    const bare = await ctx.inject({ method: 'GET', url: '/api/users/pictured/avatar' });
    assert.equal(bare.statusCode, 200);
    assert.match(String(bare.headers['cache-control']), /max-age=86400/);
    assert.doesNotMatch(String(bare.headers['cache-control']), /immutable/);
  });

  it('removes the picture with removeProfilePic', async () => {
    const me = await ctx.member({ username: 'pictured' });
    await saveProfile(me, profileFields(me.user, { profilePic: { file: await png(), name: 'me.png' } }));
    const response = await saveProfile(me, profileFields(me.user, { removeProfilePic: 'true' }));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.profilePic, null);
    assert.equal((await readProfile(me)).profilePic, null);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/users/pictured/avatar' })).statusCode, 404);
    assert.equal(await imageCount(), 0, 'the removed picture is deleted');
  });

  it('replaces the picture with a new version and deletes the old one', async () => {
    const me = await ctx.member();
    const first = await saveProfile(me, profileFields(me.user, { profilePic: { file: await png(), name: 'me.png' } }));
    const redder = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3333' } }).png().toBuffer();
    const second = await saveProfile(me, profileFields(me.user, { profilePic: { file: redder, name: 'me2.png' } }));
    assert.equal(second.statusCode, 200, second.body);
    assert.notEqual(second.json().data.profilePic, first.json().data.profilePic);
    assert.equal(await imageCount(), 1);
  });

  it('keeps the picture when a save sends no file', async () => {
    const me = await ctx.member();
    const first = await saveProfile(me, profileFields(me.user, { profilePic: { file: await png(), name: 'me.png' } }));
    const second = await saveProfile(me, profileFields(me.user, { blurb: 'Changed only this.' }));
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().data.profilePic, first.json().data.profilePic);
  });

  it('refuses a file over 2 MB with 413 and changes nothing', async () => {
    const me = await ctx.member();
    const before = await readProfile(me);
    const response = await saveProfile(me, profileFields(me.user, { blurb: 'Should not be saved.', profilePic: { file: oversized(), name: 'big.png' } }));
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'Uploaded file is too large (max 2MB).');
    assert.deepEqual(await readProfile(me), before);
  });

  it('refuses a file that is not an image, whatever its name, with 415 and changes nothing', async () => {
    const me = await ctx.member();
    const before = await readProfile(me);
    const response = await saveProfile(
      me,
      profileFields(me.user, { blurb: 'Should not be saved.', profilePic: { file: Buffer.from('hello, not an image'), name: 'x.png' } }),
    );
    assert.equal(response.statusCode, 415);
    assert.deepEqual(await readProfile(me), before);
  });
});
