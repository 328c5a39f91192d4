import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMINS_ONLY } from '../plugins/session.js';
import { ensureSignupTokens } from '../repositories/signup-tokens.js';
import { useTestApp, type TestUser } from '../testing/test-context.js';

const ctx = useTestApp();

function listTokens(as?: TestUser) {
  return ctx.inject({ method: 'GET', url: '/api/signup-tokens', as });
}

function rotate(key: string, as?: TestUser) {
  return ctx.inject({ method: 'POST', url: `/api/signup-tokens/${key}/rotate`, as });
}

function signup(tokenKey: string, token: string, username: string) {
  return ctx.inject({
    method: 'POST',
    url: '/api/users/create',
    payload: {
      firstname: 'New',
      lastname: 'Member',
      email: `${username}@lab.example.edu`,
      project: 'SHIVA',
      position: tokenKey,
      username,
      password: 'a long enough password',
      token,
      tokenKey,
    },
  });
}

describe('GET /api/signup-tokens', () => {
  it('lists the five keys with position and dates, never a secret', async () => {
    const admin = await ctx.admin();
    const started = Date.now();
    await ensureSignupTokens(ctx.database.db);
    const response = await listTokens(admin);
    assert.equal(response.statusCode, 200);
    const rows = response.json().data as Record<string, unknown>[];
    assert.deepEqual(
      rows.map((row) => row.tokenKey),
      ['project-lead', 'project-secondary', 'research-assistant', 'co-pilot', 'volunteer'],
    );
    assert.deepEqual(
      rows.map((row) => row.position),
      ['Project Lead', 'Project Secondary', 'Research Assistant', 'Co-Pilot', 'Volunteer'],
    );
    for (const row of rows) {
      assert.deepEqual(Object.keys(row).sort(), ['createdAt', 'lastUsedAt', 'position', 'tokenKey']);
      assert.ok(Date.parse(row.createdAt as string) >= started - 1000);
      assert.equal(row.lastUsedAt, null);
    }
    assert.doesNotMatch(response.body, /token_?hash|"token"/i);
  });

  it('lists only the tokens that exist', async () => {
    const admin = await ctx.admin();
    assert.deepEqual((await listTokens(admin)).json().data, []);
    await ctx.signupToken('volunteer');
    assert.deepEqual(
      (await listTokens(admin)).json().data.map((row: { tokenKey: string }) => row.tokenKey),
      ['volunteer'],
    );
  });
});

describe('POST /api/signup-tokens/:tokenKey/rotate', () => {
  it('answers a new token that signs up, while the previous one fails with AUTH002', async () => {
    const admin = await ctx.admin();
    const previous = await ctx.signupToken('research-assistant');
    const response = await rotate('research-assistant', admin);
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.deepEqual(Object.keys(data).sort(), ['token', 'tokenKey']);
    assert.equal(data.tokenKey, 'research-assistant');
    assert.equal(typeof data.token, 'string');
    assert.ok(data.token.length >= 16);
    assert.notEqual(data.token, previous);

    const refused = await signup('research-assistant', previous, 'old.token');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().errCode, 'AUTH002');
    const accepted = await signup('research-assistant', data.token, 'new.token');
    assert.equal(accepted.statusCode, 200, accepted.body);
  });

  it('creates a token for a key that had none, and leaves the other keys alone', async () => {
    const admin = await ctx.admin();
    const lead = await ctx.signupToken('project-lead');
    const response = await rotate('volunteer', admin);
    assert.equal(response.statusCode, 200);
    assert.equal((await signup('volunteer', response.json().data.token, 'vol.one')).statusCode, 200);
    assert.equal((await signup('project-lead', lead, 'lead.one')).statusCode, 200);
  });

  it('resets lastUsedAt of the rotated token', async () => {
    const admin = await ctx.admin();
    const token = await ctx.signupToken('co-pilot');
    assert.equal((await signup('co-pilot', token, 'first.user')).statusCode, 200);
    const used = (await listTokens(admin)).json().data.find((row: { tokenKey: string }) => row.tokenKey === 'co-pilot');
    assert.notEqual(used.lastUsedAt, null);
    await rotate('co-pilot', admin);
    const fresh = (await listTokens(admin)).json().data.find((row: { tokenKey: string }) => row.tokenKey === 'co-pilot');
    assert.equal(fresh.lastUsedAt, null);
  });

  it('answers 400 for an unknown key', async () => {
    const admin = await ctx.admin();
    const response = await rotate('lab-director', admin);
    assert.equal(response.statusCode, 400);
    assert.deepEqual((await listTokens(admin)).json().data, []);
  });
});

describe('access to /api/signup-tokens', () => {
  it('refuses members with 403 and visitors with 401, without rotating', async () => {
    const member = await ctx.member();
    const token = await ctx.signupToken('volunteer');
    const cases = [() => listTokens(member), () => rotate('volunteer', member)];
    for (const call of cases) {
      const response = await call();
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, ADMINS_ONLY);
      assert.equal(response.json().data, undefined);
    }
    assert.equal((await listTokens()).statusCode, 401);
    assert.equal((await rotate('volunteer')).statusCode, 401);
    assert.equal((await signup('volunteer', token, 'still.valid')).statusCode, 200, 'the token was not rotated');
  });
});
