import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ADMINS_ONLY } from '../plugins/session.js';
import { updateUser } from '../repositories/users.js';
import { useTestApp, type TestUser } from '../testing/test-context.js';

const ctx = useTestApp();

type Member = { _id: string; username: string; isAlumni: boolean; positions: { position: string; project: string }[] } & Record<
  string,
  unknown
>;

/** NOVA: one active, one alumnus; SHIVA: one active; and the admin (Co-Pilot on NOVA by default, moved to Management). */
async function seedTeams() {
  const admin = await ctx.admin('boss');
  await updateUser(ctx.database.db, admin.user.id, { positions: [{ position: 'Lab Manager', project: 'Management' }], isAlumni: false });
  const novaActive = await ctx.member({ username: 'nova.active', positions: [{ position: 'Research Assistant', project: 'NOVA' }] });
  const novaAlum = await ctx.member({
    username: 'nova.alum',
    isAlumni: true,
    positions: [
      { position: 'Volunteer', project: 'SHIVA' },
      { position: 'Project Lead', project: 'NOVA' },
    ],
  });
  const shiva = await ctx.member({ username: 'shiva.only', positions: [{ position: 'Co-Pilot', project: 'SHIVA' }] });
  return { admin, novaActive, novaAlum, shiva };
}

async function teamList(as: TestUser, query: string) {
  const response = await ctx.inject({ method: 'GET', url: `/api/teams?${query}`, as });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().data as Member[]).map((m) => m.username).sort();
}

async function getMember(as: TestUser, id: string) {
  const response = await ctx.inject({ method: 'GET', url: `/api/teams/${id}`, as });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as Member;
}

function putTeam(as: TestUser | undefined, payload: Record<string, unknown>) {
  return ctx.inject({ method: 'PUT', url: '/api/teams', as, payload });
}

async function publicMember(id: string) {
  const response = await ctx.inject({ method: 'GET', url: '/api/members' });
  return (response.json().data as Member[]).find((m) => m._id === id)!;
}

describe('GET /api/teams', () => {
  it("lists the members of a project, matching the project name in any case", async () => {
    const { admin } = await seedTeams();
    assert.deepEqual(await teamList(admin, 'project=nova'), ['nova.active', 'nova.alum']);
    assert.deepEqual(await teamList(admin, 'project=NOVA'), ['nova.active', 'nova.alum']);
    assert.deepEqual(await teamList(admin, 'project=Shiva'), ['nova.alum', 'shiva.only']);
    assert.deepEqual(await teamList(admin, 'project=Ideo'), []);
  });

  it('filters by alumni status', async () => {
    const { admin } = await seedTeams();
    assert.deepEqual(await teamList(admin, 'project=nova&isAlumni=true'), ['nova.alum']);
    assert.deepEqual(await teamList(admin, 'project=nova&isAlumni=false'), ['nova.active']);
  });

  it('includes e-mail addresses for the admin', async () => {
    const { admin } = await seedTeams();
    const response = await ctx.inject({ method: 'GET', url: '/api/teams?project=nova', as: admin });
    for (const member of response.json().data as Member[]) assert.equal(member.email, `${member.username}@lab.example.edu`);
  });
});

describe('GET /api/teams/:id', () => {
  it('answers one member, and 404 for an unknown id', async () => {
    const { admin, novaAlum } = await seedTeams();
    const member = await getMember(admin, novaAlum.user.id);
    assert.equal(member._id, novaAlum.user.id);
    assert.equal(member.username, 'nova.alum');
    assert.equal(member.isAlumni, true);
    assert.equal(member.positions.length, 2);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await ctx.inject({ method: 'GET', url: `/api/teams/${id}`, as: admin });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Member not found');
    }
  });
});

describe('PUT /api/teams', () => {
  it('saves positions and the alumni flag from the full member, ignoring the other fields', async () => {
    const { admin, novaActive } = await seedTeams();
    const member = await getMember(admin, novaActive.user.id);
    const positions = [{ position: 'Project Lead', project: 'Correlation' }];
    const response = await putTeam(admin, {
      ...member,
      name: { firstname: 'Changed', lastname: 'Name' },
      username: 'hijacked',
      email: 'changed@lab.example.edu',
      positions,
      isAlumni: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.positions, positions);

    const after = await publicMember(novaActive.user.id);
    assert.deepEqual(after.positions, positions);
    assert.equal(after.isAlumni, true);
    assert.equal(after.username, 'nova.active');
    assert.deepEqual(after.name, member.name);
    assert.equal((await getMember(admin, novaActive.user.id)).email, member.email);
    assert.deepEqual(await teamList(admin, 'project=nova'), ['nova.alum']);
  });

  it('refuses an invalid position, project or an empty list with 400 and changes nothing', async () => {
    const { admin, novaActive } = await seedTeams();
    const member = await getMember(admin, novaActive.user.id);
    const bodies = [
      { ...member, positions: [{ position: 'Chief Wizard', project: 'NOVA' }] },
      { ...member, positions: [{ position: 'Volunteer', project: 'Nova Prime' }] },
      { ...member, positions: [] },
      { ...member, positions: [{ position: 'Volunteer' }] },
      { ...member, isAlumni: 'maybe' },
    ];
    for (const body of bodies) {
      const response = await putTeam(admin, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body.positions));
    }
    assert.deepEqual((await publicMember(novaActive.user.id)).positions, member.positions);
  });

  it('answers 404 for an unknown _id', async () => {
    const { admin, novaActive } = await seedTeams();
    const member = await getMember(admin, novaActive.user.id);
    for (const _id of [randomUUID(), 'not-a-uuid']) {
      const response = await putTeam(admin, { ...member, _id });
      assert.equal(response.statusCode, 404);
    }
  });
});

describe('access to /api/teams', () => {
  it('refuses members with 403 and visitors with 401', async () => {
    const { novaActive, novaAlum } = await seedTeams();
    const requests = [
      { method: 'GET' as const, url: '/api/teams?project=nova' },
      { method: 'GET' as const, url: `/api/teams/${novaAlum.user.id}` },
      {
        method: 'PUT' as const,
        url: '/api/teams',
        payload: { _id: novaActive.user.id, positions: [{ position: 'Principal Investigator', project: 'Management' }], isAlumni: false },
      },
    ];
    for (const request of requests) {
      const asMember = await ctx.inject({ ...request, as: novaActive });
      assert.equal(asMember.statusCode, 403, `${request.method} ${request.url}`);
      assert.equal(asMember.json().message, ADMINS_ONLY);
      const anonymous = await ctx.inject(request);
      assert.equal(anonymous.statusCode, 401, `${request.method} ${request.url}`);
    }
    assert.deepEqual((await publicMember(novaActive.user.id)).positions, [{ position: 'Research Assistant', project: 'NOVA' }]);
  });
});
