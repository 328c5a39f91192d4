import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../testing/test-context.js';
import { SIGNUP_ERRORS } from './signup.js';

const ctx = useTestApp({ adminUsername: 'labadmin' });

const NEW_PASSWORD = 'a fine new password';

function signupBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@lab.example.edu',
    project: 'NOVA',
    position: 'Co-pilot',
    username: 'ada.l',
    password: NEW_PASSWORD,
    token,
    tokenKey: 'co-pilot',
    ...overrides,
  };
}

function signup(payload: Record<string, unknown>) {
  return ctx.inject({ method: 'POST', url: '/api/users/create', payload });
}

function assertFailure(response: Awaited<ReturnType<typeof signup>>, status: number, errCode: keyof typeof SIGNUP_ERRORS) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(body.errCode, errCode);
  assert.equal(body.message, SIGNUP_ERRORS[errCode]);
}

async function memberNamed(username: string) {
  const response = await ctx.inject({ method: 'GET', url: '/api/members' });
  return (response.json().data as { username: string; positions: unknown }[]).find((m) => m.username === username);
}

describe('POST /api/users/create', () => {
  it('creates an account that can log in, with the canonical position for the token key', async () => {
    const token = await ctx.signupToken('co-pilot');
    const response = await signup(signupBody(token));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data, { username: 'ada.l', permissions: [] });

    const login = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'ada.l', password: NEW_PASSWORD } });
    assert.equal(login.statusCode, 200);

    const member = await memberNamed('ada.l');
    assert.ok(member, 'the new member is listed');
    assert.deepEqual(member.positions, [{ position: 'Co-Pilot', project: 'NOVA' }]);
  });

  it('accepts the raw token key as the position too, and trims the text fields', async () => {
    const token = await ctx.signupToken('volunteer');
    const response = await signup(
      signupBody(token, { tokenKey: 'volunteer', position: 'volunteer', project: 'SHIVA', firstname: '  Ada ', username: ' ada.v ' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const member = (await memberNamed('ada.v')) as { name: { firstname: string }; positions: unknown } | undefined;
    assert.ok(member);
    assert.equal(member.name.firstname, 'Ada');
    assert.deepEqual(member.positions, [{ position: 'Volunteer', project: 'SHIVA' }]);
  });

  describe('AUTH003 for fields that are wrong or empty', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['a missing firstname', { firstname: undefined }],
      ['a blank lastname', { lastname: '  ' }],
      ['a bad email', { email: 'not-an-email' }],
      ['a password of 7 characters', { password: 'abcdefg' }],
      ['a username of 3 characters', { username: 'abc' }],
      ['a project that is not one of the seven', { project: 'Nova Prime' }],
      ['an unknown tokenKey', { tokenKey: 'lab-director' }],
      ['a position that does not match the tokenKey', { position: 'Project-lead' }],
    ];
    for (const [label, overrides] of cases) {
      it(`answers 400 AUTH003 for ${label} and creates nobody`, async () => {
        const token = await ctx.signupToken('co-pilot');
        // JSON leaves out properties whose value is undefined, so `{ firstname: undefined }` omits it.
        assertFailure(await signup(signupBody(token, overrides)), 400, 'AUTH003');
        const members = await ctx.inject({ method: 'GET', url: '/api/members' });
        assert.deepEqual(members.json().data, []);
      });
    }

    it('does not spend the token on a rejected form', async () => {
      const token = await ctx.signupToken('co-pilot');
      assertFailure(await signup(signupBody(token, { email: 'nope' })), 400, 'AUTH003');
      const tokens = await ctx.inject({ method: 'GET', url: '/api/signup-tokens', as: await ctx.admin() });
      const coPilot = tokens.json().data.find((row: { tokenKey: string }) => row.tokenKey === 'co-pilot');
      assert.equal(coPilot.lastUsedAt, null);
    });
  });

  describe('AUTH002 for a token that does not fit', () => {
    it('answers 403 for a wrong token', async () => {
      await ctx.signupToken('co-pilot');
      assertFailure(await signup(signupBody('definitely-not-the-token')), 403, 'AUTH002');
      assert.equal(await memberNamed('ada.l'), undefined);
    });

    it("answers 403 for another position's token", async () => {
      await ctx.signupToken('co-pilot');
      const leadToken = await ctx.signupToken('project-lead');
      assertFailure(await signup(signupBody(leadToken)), 403, 'AUTH002');
    });

    it('answers 403 for a token that has no row yet', async () => {
      assertFailure(await signup(signupBody('anything')), 403, 'AUTH002');
    });

    it('answers 403 for the previous token after rotation, and the new one works', async () => {
      const old = await ctx.signupToken('co-pilot');
      const fresh = await ctx.signupToken('co-pilot');
      assertFailure(await signup(signupBody(old)), 403, 'AUTH002');
      assert.equal((await signup(signupBody(fresh))).statusCode, 200);
    });
  });

  describe('AUTH001 for a taken username', () => {
    it('answers 409 when the username exists, ignoring case', async () => {
      await ctx.member({ username: 'alice' });
      const token = await ctx.signupToken('co-pilot');
      assertFailure(await signup(signupBody(token, { username: 'Alice' })), 409, 'AUTH001');
      const members = await ctx.inject({ method: 'GET', url: '/api/members' });
      assert.equal(members.json().data.length, 1);
    });

    it('answers 409 for the configured admin username, in any case, even while no account holds it', async () => {
      const token = await ctx.signupToken('co-pilot');
      assertFailure(await signup(signupBody(token, { username: 'LABADMIN' })), 409, 'AUTH001');
      assert.equal(await memberNamed('LABADMIN'), undefined);
    });

    it('answers 409 for a second sign-up with the same name', async () => {
      const token = await ctx.signupToken('co-pilot');
      assert.equal((await signup(signupBody(token))).statusCode, 200);
      assertFailure(await signup(signupBody(token, { email: 'other@lab.example.edu' })), 409, 'AUTH001');
    });
  });

  it("records the token's use, which admins see in GET /api/signup-tokens", async () => {
    const admin = await ctx.admin();
    const token = await ctx.signupToken('co-pilot');
    const before = await ctx.inject({ method: 'GET', url: '/api/signup-tokens', as: admin });
    assert.equal(before.json().data.find((row: { tokenKey: string }) => row.tokenKey === 'co-pilot').lastUsedAt, null);

    const started = Date.now();
    assert.equal((await signup(signupBody(token))).statusCode, 200);
    const after = await ctx.inject({ method: 'GET', url: '/api/signup-tokens', as: admin });
    const row = after.json().data.find((r: { tokenKey: string }) => r.tokenKey === 'co-pilot');
    assert.equal(typeof row.lastUsedAt, 'string');
    assert.ok(Date.parse(row.lastUsedAt) >= started - 1000, 'lastUsedAt is the time of the sign-up');
  });
});
