import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';

const ctx = useTestApp();

type Member = Record<string, unknown> & { _id: string; username: string };

async function listMembers(as?: Awaited<ReturnType<typeof ctx.member>>) {
  const response = await ctx.inject({ method: 'GET', url: '/api/members', as });
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.deepEqual(Object.keys(body), ['data']);
  return body.data as Member[];
}

function assertNoSecrets(member: Member) {
  for (const key of ['password', 'passwordHash', 'password_hash', 'permissions', 'avatarId', 'avatar_id']) {
    assert.equal(key in member, false, `${key} must not be listed`);
  }
}

describe('GET /api/members', () => {
  it('lists every member and alumnus with the public fields, without e-mail for visitors', async () => {
    const active = await ctx.member({ username: 'active1' });
    const alumnus = await ctx.member({
      username: 'alum1',
      isAlumni: true,
      positions: [
        { position: 'Project Lead', project: 'SHIVA' },
        { position: 'Lab Manager', project: 'Management' },
      ],
    });
    await ctx.admin('boss');

    const members = await listMembers();
    assert.equal(members.length, 3);
    const byName = new Map(members.map((m) => [m.username, m]));
    assert.deepEqual(byName.get('active1'), {
      _id: active.user.id,
      username: 'active1',
      name: { firstname: 'Firstactive1', lastname: 'Lastactive1' },
      blurb: active.user.blurb,
      isAlumni: false,
      profilePic: null,
      positions: [{ position: 'Co-Pilot', project: 'NOVA' }],
    });
    const alum = byName.get('alum1')!;
    assert.equal(alum._id, alumnus.user.id);
    assert.equal(alum.isAlumni, true);
    assert.deepEqual(alum.positions, [
      { position: 'Project Lead', project: 'SHIVA' },
      { position: 'Lab Manager', project: 'Management' },
    ]);
    for (const member of members) {
      assert.equal('email' in member, false, 'visitors never see e-mail addresses');
      assertNoSecrets(member);
    }
  });

  it('includes e-mail addresses for a logged-in member, still without secrets', async () => {
    const me = await ctx.member({ username: 'viewer' });
    await ctx.admin('boss');
    const members = await listMembers(me);
    assert.equal(members.length, 2);
    const boss = members.find((m) => m.username === 'boss')!;
    assert.equal(boss.email, 'boss@lab.example.edu');
    assert.equal(members.find((m) => m.username === 'viewer')!.email, 'viewer@lab.example.edu');
    members.forEach(assertNoSecrets);
  });

  it('treats an unknown session cookie as a visitor', async () => {
    await ctx.member({ username: 'viewer' });
    const response = await ctx.inject({ method: 'GET', url: '/api/members', headers: { cookie: 'lab_session=bogus' } });
    assert.equal(response.statusCode, 200);
    assert.equal('email' in response.json().data[0], false);
  });

  it('answers an empty list when there are no members', async () => {
    assert.deepEqual(await listMembers(), []);
  });
});
