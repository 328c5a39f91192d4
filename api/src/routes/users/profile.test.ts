import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp({ adminUsername: 'labadmin' });

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();

/** A valid PNG signature followed by noise, one byte over the 2 MiB limit. */
function oversized(): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([header, randomBytes(2_097_153 - header.length)]);
}

type Fields = Record<string, string | { file: Buffer; name: string; field?: string }>;

/** The fields the profile form sends for `user`, with overrides. */
function profileFields(user: TestUser['user'], overrides: Fields = {}): Fields {
  return {
    username: user.username,
    name: JSON.stringify({ firstname: user.firstname, lastname: user.lastname }),
    positions: JSON.stringify(user.positions),
    blurb: 'Studies motion perception.',
    isAlumni: 'false',
    email: user.email,
    ...overrides,
  };
}

async function multipart(fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(value.field ?? key, new Blob([new Uint8Array(value.file)]), value.name);
  }
  const request = new Request('http://x', { method: 'PATCH', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function saveProfile(as: TestUser, fields: Fields) {
  return ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', as, ...(await multipart(fields)) });
}

async function imageCount(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from images`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

async function readProfile(as: TestUser, username = as.user.username) {
  const response = await ctx.inject({ method: 'GET', url: `/api/users/updateUser/${username}`, as });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

describe('GET /api/users/updateUser/:username', () => {
  it('answers your own profile with every field', async () => {
    const me = await ctx.member({ username: 'grace' });
    const data = await readProfile(me);
    assert.deepEqual(data, {
      _id: me.user.id,
      username: 'grace',
      name: { firstname: 'Firstgrace', lastname: 'Lastgrace' },
      email: 'grace@lab.example.edu',
      blurb: me.user.blurb,
      isAlumni: false,
      profilePic: null,
      positions: [{ position: 'Co-Pilot', project: 'NOVA' }],
      permissions: [],
    });
  });

  it("refuses another member's profile with 403", async () => {
    const me = await ctx.member();
    const other = await ctx.member({ username: 'someone' });
    const response = await ctx.inject({ method: 'GET', url: `/api/users/updateUser/${other.user.username}`, as: me });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().data, undefined);
  });

  it("lets an admin read anyone's profile, and answers 404 for an unknown one", async () => {
    const admin = await ctx.admin();
    await ctx.member({ username: 'someone' });
    assert.equal((await readProfile(admin, 'someone')).username, 'someone');
    const unknown = await ctx.inject({ method: 'GET', url: '/api/users/updateUser/nobody', as: admin });
    assert.equal(unknown.statusCode, 404);
  });

  it('answers 401 without a session', async () => {
    await ctx.member({ username: 'someone' });
    const response = await ctx.inject({ method: 'GET', url: '/api/users/updateUser/someone' });
    assert.equal(response.statusCode, 401);
  });
});

describe('PATCH /api/users/updateUser', () => {
  it('saves the fields, trimming text, and ignores positions', async () => {
    const me = await ctx.member({ username: 'grace' });
    const response = await saveProfile(
      me,
      profileFields(me.user, {
        username: '  grace.h ',
        name: JSON.stringify({ firstname: ' Grace ', lastname: 'Hopper' }),
        positions: JSON.stringify([{ position: 'Principal Investigator', project: 'Management' }]),
        blurb: '  Compilers and vision.  ',
        isAlumni: 'true',
        email: 'grace.h@lab.example.edu',
      }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Changes Successfully Saved');
    const saved = await readProfile(me, 'grace.h');
    assert.equal(saved.username, 'grace.h');
    assert.deepEqual(saved.name, { firstname: 'Grace', lastname: 'Hopper' });
    assert.equal(saved.blurb, 'Compilers and vision.');
    assert.equal(saved.isAlumni, true);
    assert.equal(saved.email, 'grace.h@lab.example.edu');
    assert.deepEqual(saved.positions, [{ position: 'Co-Pilot', project: 'NOVA' }]);
  });

  it('also takes a JSON body with name as an object', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'PATCH',
      url: '/api/users/updateUser',
      as: me,
      payload: {
        username: me.user.username,
        name: { firstname: 'Jay', lastname: 'Son' },
        blurb: 'Sent as JSON.',
        isAlumni: false,
        email: me.user.email,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = await readProfile(me);
    assert.deepEqual(saved.name, { firstname: 'Jay', lastname: 'Son' });
    assert.equal(saved.blurb, 'Sent as JSON.');
  });

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

  it('answers 409 for a username another member has, in any case', async () => {
    const me = await ctx.member();
    await ctx.member({ username: 'taken' });
    const response = await saveProfile(me, profileFields(me.user, { username: 'TAKEN' }));
    assert.equal(response.statusCode, 409);
    assert.equal((await readProfile(me)).username, me.user.username);
  });

  it('refuses renaming to the configured admin username, in any case, with 409', async () => {
    const me = await ctx.member();
    const response = await saveProfile(me, profileFields(me.user, { username: 'LabAdmin' }));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'That username is reserved. Try another one.');
    assert.equal((await readProfile(me)).username, me.user.username);
  });

  it('answers 400 for a bad email, a blank blurb or a file in an unexpected field', async () => {
    const me = await ctx.member();
    const before = await readProfile(me);
    const badEmail = await saveProfile(me, profileFields(me.user, { email: 'not an email' }));
    const blankBlurb = await saveProfile(me, profileFields(me.user, { blurb: '   ' }));
    const strayFile = await saveProfile(me, profileFields(me.user, { avatar: { file: await png(), name: 'me.png' } }));
    for (const response of [badEmail, blankBlurb, strayFile]) {
      assert.equal(response.statusCode, 400, response.body);
      assert.ok(response.json().message);
    }
    assert.match(strayFile.json().message, /avatar/);
    assert.deepEqual(await readProfile(me), before);
  });

  it('answers 401 without a session', async () => {
    const me = await ctx.member();
    const { payload, headers } = await multipart(profileFields(me.user));
    const response = await ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', payload, headers });
    assert.equal(response.statusCode, 401);
  });
});
