import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import { changeAccount, LAST_ADMIN } from '../services/accounts.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';
import { WRONG_LOGIN } from './users/login.js';

const ctx = useTestApp();

function change(as: TestUser, id: string, payload: unknown) {
  return ctx.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, as, payload: payload as Record<string, unknown> });
}

function login(username: string, password = PASSWORD) {
  return ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
}

async function activeAdmins(): Promise<number> {
  const rows = await ctx.database.db.select().from(users).where(and(eq(users.isActive, true), sql`'admin' = any(${users.permissions})`));
  return rows.length;
}

async function sessionOf(as: TestUser) {
  return (await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as })).json().data as { username: string; permissions: string[] } | null;
}

describe('GET /api/admin/users', () => {
  it('lists every account, demo members included, by last name, first name and username, with role, activity and last login', async () => {
    const admin = await ctx.admin('boss');
    await ctx.member({ username: 'zed' });
    const demo = await ctx.member({ username: 'demo1' });
    await ctx.database.db.update(users).set({ passwordHash: null, lastname: 'Aardvark' }).where(eq(users.id, demo.user.id));
    assert.equal((await login('zed')).statusCode, 200);

    const response = await ctx.inject({ method: 'GET', url: '/api/admin/users', as: admin });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as Record<string, unknown>[];
    assert.deepEqual(data.map((account) => account.username), ['demo1', 'boss', 'zed']);
    assert.deepEqual(data[1], {
      _id: admin.user.id,
      username: 'boss',
      name: { firstname: 'Firstboss', lastname: 'Lastboss' },
      positions: [{ position: 'Co-Pilot', project: 'NOVA' }],
      isAdmin: true,
      isActive: true,
      lastLoginAt: null,
    });
    assert.equal(data[0]!.isAdmin, false);
    const lastLogin = Date.parse(String(data[2]!.lastLoginAt));
    assert.ok(Date.now() - lastLogin < 60_000, `last login ${String(data[2]!.lastLoginAt)}`);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('grants and revokes admin; the member\'s session follows at once', async () => {
    const admin = await ctx.admin('boss');
    const member = await ctx.member({ username: 'ada.l' });
    const granted = await change(admin, member.user.id, { isAdmin: true });
    assert.equal(granted.statusCode, 200, granted.body);
    assert.equal(granted.json().data.isAdmin, true);
    assert.deepEqual((await sessionOf(member))?.permissions, ['admin']);
    const revoked = await change(admin, member.user.id, { isAdmin: false });
    assert.equal(revoked.json().data.isAdmin, false);
    assert.deepEqual((await sessionOf(member))?.permissions, []);
  });

  it('deactivating ends the sessions and the feed link at once and refuses logins like a wrong password; the content stays', async () => {
    const admin = await ctx.admin('boss');
    const member = await ctx.member({ username: 'ada.l' });
    const feed = new URL((await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: member })).json().data.url);
    const entry = await insertSnapshot(ctx.database.db, {
      title: 'Pilot', project: 'NOVA', date: new Date('2026-03-01T12:00:00Z'), descriptions: ['Ran it.'], hyperlinks: [], contributors: [], categories: ['Progress'],
      author: 'ada.l', createdBy: member.user.id,
    });

    const response = await change(admin, member.user.id, { isActive: false });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.isActive, false);
    assert.equal(await sessionOf(member), null);
    const stale = await ctx.inject({ method: 'GET', url: `${feed.pathname}${feed.search}` });
    const unknown = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed.ics?token=nope' });
    assert.equal(stale.statusCode, 401);
    assert.deepEqual(stale.json(), unknown.json());
    const refused = await login('ada.l');
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, WRONG_LOGIN);

    const kept = await ctx.inject({ method: 'GET', url: `/api/snapshots/${entry.id}`, as: admin });
    assert.equal(kept.json().data.author, 'ada.l');
    const listed = (await ctx.inject({ method: 'GET', url: '/api/members' })).json().data as { username: string }[];
    assert.ok(listed.some((m) => m.username === 'ada.l'), 'still shown with their name');

    assert.equal((await change(admin, member.user.id, { isActive: true })).json().data.isActive, true);
    assert.equal((await login('ada.l')).statusCode, 200, 'reactivated, the account logs in again');
  });

  it('refuses to revoke or deactivate the last active admin, with the sentence', async () => {
    const admin = await ctx.admin('boss');
    const formerAdmin = await ctx.admin('former');
    await change(admin, formerAdmin.user.id, { isActive: false });
    for (const payload of [{ isAdmin: false }, { isActive: false }, { isAdmin: false, isActive: false }]) {
      const response = await change(admin, admin.user.id, payload);
      assert.equal(response.statusCode, 409, JSON.stringify(payload));
      assert.equal(response.json().message, LAST_ADMIN);
    }
    assert.deepEqual((await sessionOf(admin))?.permissions, ['admin']);
    assert.equal((await change(admin, formerAdmin.user.id, { isAdmin: false })).statusCode, 200, 'an inactive admin is not needed');
    assert.equal((await change(admin, admin.user.id, { isAdmin: true })).statusCode, 200, 'a change that keeps the admin is fine');
  });

  it('keeps one active admin when two admins revoke each other at once', async () => {
    const one = await ctx.admin('one');
    const two = await ctx.admin('two');
    const answers = await Promise.all([change(one, two.user.id, { isAdmin: false }), change(two, one.user.id, { isActive: false })]);
    // The loser is refused by the rule (409), or by the guard when the winner was done before it began (403).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.ok(statuses[0] === 200 && [403, 409].includes(statuses[1]!), answers.map((answer) => answer.body).join('\n'));
    assert.equal(await activeAdmins(), 1);
  });

  it('holds the rule between transactions that run at once: the admin rows are locked', async () => {
    for (let round = 0; round < 5; round += 1) {
      const one = await ctx.admin();
      const two = await ctx.admin();
      await ctx.database.db.update(users).set({ isActive: false }).where(sql`${users.id} not in (${one.user.id}, ${two.user.id})`);
      const outcomes = await Promise.all([changeAccount(ctx.database.db, one.user, two.user.id, { isAdmin: false }), changeAccount(ctx.database.db, two.user, one.user.id, { isActive: false })]);
      assert.equal(outcomes.filter((outcome) => outcome === 'last-admin').length, 1, `round ${round}`);
      assert.equal(await activeAdmins(), 1, `round ${round}`);
    }
  });

  it('answers 404 for an unknown account and 400 for a body that changes nothing or more', async () => {
    const admin = await ctx.admin('boss');
    const member = await ctx.member();
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await change(admin, id, { isAdmin: true });
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Member not found');
    }
    for (const payload of [{}, { isAdmin: 'true' }, { isActive: 1 }, { username: 'x' }]) {
      const response = await change(admin, member.user.id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, /^body/);
    }
  });
});
