import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { passwordResets } from '../../db/schema.js';
import { createSession } from '../../repositories/sessions.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from '../../services/password-resets.js';
import { DEFAULT_LIMITS } from '../../services/throttle.js';
import { PASSWORD, useTestApp, type TestContext, type TestUser } from '../../testing/test-context.js';

const SITE = 'https://lab.example.edu';
const ctx = useTestApp({ siteUrl: SITE });
const NEW_PASSWORD = 'a fresh start password';

async function resetLink(as: TestUser, id: string) {
  return ctx.inject({ method: 'POST', url: `/api/admin/users/${id}/reset-link`, as });
}

async function tokenFor(admin: TestUser, member: TestUser): Promise<string> {
  const response = await resetLink(admin, member.user.id);
  assert.equal(response.statusCode, 200, response.body);
  return new URL(response.json().data.url).searchParams.get('token')!;
}

function reset(token: string, newPassword = NEW_PASSWORD, context: TestContext = ctx) {
  return context.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, newPassword } });
}

function login(username: string, password: string) {
  return ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
}

async function sessionUser(cookie: string) {
  return (await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', headers: { cookie } })).json().data?.username ?? null;
}

describe('POST /api/admin/users/{id}/reset-link', () => {
  it('answers a link on SITE_URL, valid 24 hours, whose token is stored only as a hash', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    const before = Date.now();
    const response = await resetLink(admin, member.user.id);
    assert.equal(response.statusCode, 200, response.body);
    const { url, expiresAt } = response.json().data as { url: string; expiresAt: string };
    assert.match(url, /^https:\/\/lab\.example\.edu\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const validFor = Date.parse(expiresAt) - before;
    assert.ok(validFor > 24 * 3_600_000 - 60_000 && validFor <= 24 * 3_600_000 + 60_000, `valid for ${validFor} ms`);
    const token = new URL(url).searchParams.get('token')!;
    const rows = JSON.stringify(await ctx.database.db.select().from(passwordResets));
    assert.ok(!rows.includes(token));
  });

  it('answers 404 for an unknown account and 409 for a deactivated one', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    assert.equal((await resetLink(admin, randomUUID())).json().message, 'Member not found');
    await ctx.inject({ method: 'PATCH', url: `/api/admin/users/${member.user.id}`, as: admin, payload: { isActive: false } });
    const refused = await resetLink(admin, member.user.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'This account is deactivated. Reactivate it first.');
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the new password once; every session of the account and its feed link end', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member({ username: 'ada.l' });
    const otherDevice = `${SESSION_COOKIE}=${(await createSession(ctx.database.db, member.user.id)).token}`;
    const feed = new URL((await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: member })).json().data.url);
    const token = await tokenFor(admin, member);

    const response = await reset(token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: PASSWORD_RESET_DONE });
    assert.equal((await login('ada.l', NEW_PASSWORD)).statusCode, 200);
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 401);
    assert.equal(await sessionUser(member.cookie), null);
    assert.equal(await sessionUser(otherDevice), null);
    const stale = await ctx.inject({ method: 'GET', url: `${feed.pathname}${feed.search}` });
    const unknown = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed.ics?token=nope' });
    assert.equal(stale.statusCode, 401, 'the old feed link answers like an unknown token');
    assert.deepEqual(stale.json(), unknown.json());
    assert.equal(await sessionUser(admin.cookie), admin.user.username, "others' sessions stay");

    const again = await reset(token, 'yet another password');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, RESET_LINK_INVALID);
  });

  it('refuses an unknown, replaced or expired link, and one of a deactivated account, with the same sentence', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member({ username: 'ada.l' });
    const leaving = await ctx.member({ username: 'leaving' });
    const first = await tokenFor(admin, member);
    const second = await tokenFor(admin, member);
    await ctx.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const third = await tokenFor(admin, leaving);
    await ctx.inject({ method: 'PATCH', url: `/api/admin/users/${leaving.user.id}`, as: admin, payload: { isActive: false } });
    for (const [what, token] of [['unknown', 'not-a-token'], ['replaced', first], ['expired', second], ['deactivated', third]] as const) {
      const response = await reset(token);
      assert.equal(response.statusCode, 400, what);
      assert.equal(response.json().message, RESET_LINK_INVALID, what);
    }
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 200, 'the password never changed');
  });

  it('refuses a new password of 7 characters and keeps the link usable', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    const token = await tokenFor(admin, member);
    const short = await reset(token, 'short12');
    assert.equal(short.statusCode, 400);
    assert.match(short.json().message, /^body\.newPassword/);
    assert.equal((await reset(token)).statusCode, 200);
  });

  it('lets one of two uses at once through', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    const token = await tokenFor(admin, member);
    const answers = await Promise.all([reset(token, 'first password one'), reset(token, 'second password two')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
  });
});

describe('reset attempts from one address', () => {
  const few = useTestApp({ limits: { ...DEFAULT_LIMITS, perAddress: 2 } });

  it('are limited like sign-ups: 429 with the usual sentence', async () => {
    for (let i = 0; i < 2; i += 1) assert.equal((await reset(`guess-${i}`, NEW_PASSWORD, few)).statusCode, 400);
    const blocked = await reset('guess-3', NEW_PASSWORD, few);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });
});
