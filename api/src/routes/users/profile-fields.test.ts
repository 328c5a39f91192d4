import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { multipart, pngImage as png } from '../../testing/multipart.js';
import { profileFields, profileRequests } from '../../testing/profiles.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp({ adminUsername: 'labadmin' });
const { saveProfile, readProfile } = profileRequests(ctx);

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
