import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { findBootstrapAdmin, findUserByUsername } from '../repositories/users.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';
import { prepareDatabase } from './prepare-database.js';

const ctx = useTestApp({ adminUsername: 'admin' });

const ADMIN_PASSWORD = 'the admin password';

/** A logger that keeps what start-up says, by level. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const log = {} as Record<string, unknown>;
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace']) {
    log[level] = (message: unknown) => lines.push({ level, message: String(message) });
  }
  log.child = () => log;
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** One start of the server against this database, as server.ts does it. */
async function start(admin: { username: string; password: string }) {
  const { log, lines } = recordingLog();
  await prepareDatabase(ctx.database, { admin, seedDemo: false, auditRetentionDays: 365 }, log);
  // A server starts before it serves: nothing it knew of sessions can be older than this.
  ctx.app.sessionCache.clear();
  return lines;
}

async function logIn(username: string, password: string): Promise<TestUser> {
  const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  assert.equal(response.statusCode, 200, response.body);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  return { user: undefined as unknown as TestUser['user'], cookie: `${SESSION_COOKIE}=${cookie.value}` };
}

function rename(as: TestUser, username: string) {
  return ctx.inject({
    method: 'PATCH',
    url: '/api/users/updateUser',
    as,
    payload: { username, name: { firstname: 'Some', lastname: 'One' }, blurb: 'Hello.', isAlumni: false, email: 'someone@lab.example.edu' },
  });
}

/** What the session check answers for this session: the username and permissions, or null. */
async function sessionOf(as: TestUser) {
  return (await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as })).json().data as { username: string; permissions: string[] } | null;
}

describe('the bootstrap admin at start-up', () => {
  it("a member who takes the renamed admin's name is not admin after the next start", async () => {
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    const admin = await logIn('admin', ADMIN_PASSWORD);
    const renamed = await rename(admin, 'admin.old');
    assert.equal(renamed.statusCode, 200, renamed.body);
    const mallory = await ctx.member({ username: 'mallory' });
    await rename(mallory, 'admin');

    await start({ username: 'admin', password: ADMIN_PASSWORD });
    const session = await sessionOf(mallory);
    assert.ok(session, 'the member is still logged in');
    assert.deepEqual(session.permissions, [], `the member's session is ${session.username} with ${JSON.stringify(session.permissions)}`);
    assert.deepEqual((await sessionOf(admin))?.permissions, ['admin'], 'the renamed admin is still the admin');
  });

  it("switching ADMIN_USERNAME to a name a member holds does not promote that member, nor change the member's password", async () => {
    await start({ username: 'labadmin', password: ADMIN_PASSWORD });
    const mallory = await ctx.member({ username: 'mallory' });
    await start({ username: 'mallory', password: 'another admin password' });
    assert.deepEqual((await sessionOf(mallory))?.permissions, []);
    const login = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'mallory', password: PASSWORD } });
    assert.equal(login.statusCode, 200, "the member's own password still works");
  });

  it('neither promotes nor creates when a member holds the configured name on the first start, and says what to do', async () => {
    const mallory = await ctx.member({ username: 'admin' });
    const lines = await start({ username: 'admin', password: ADMIN_PASSWORD });
    assert.deepEqual((await sessionOf(mallory))?.permissions, []);
    const login = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    assert.equal(login.statusCode, 401, 'no admin was made with that password');
    assert.ok(
      lines.some((line) => line.level === 'warn' && /ADMIN_USERNAME/.test(line.message)),
      `a warning names the setting: ${JSON.stringify(lines)}`,
    );
  });

  it('creates the admin on the first start, flagged, with ADMIN_PASSWORD', async () => {
    const lines = await start({ username: 'admin', password: ADMIN_PASSWORD });
    const admin = await logIn('admin', ADMIN_PASSWORD);
    assert.deepEqual(await sessionOf(admin), { username: 'admin', permissions: ['admin'] });
    assert.equal((await findBootstrapAdmin(ctx.database.db))?.username, 'admin');
    assert.ok(lines.some((line) => line.message === 'Admin account "admin" created.'));
  });

  it('keeps the sessions when ADMIN_PASSWORD still fits, and ends them (with the feed link) when it changes', async () => {
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    const admin = await logIn('admin', ADMIN_PASSWORD);
    const feed = (await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: admin })).json().data.url as string;
    const { pathname, search } = new URL(feed);
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    assert.equal((await sessionOf(admin))?.username, 'admin', 'the same password: nothing ends');

    const lines = await start({ username: 'admin', password: 'a new admin password' });
    assert.equal(await sessionOf(admin), null, 'the session ended with the old password');
    assert.equal((await ctx.inject({ method: 'GET', url: `${pathname}${search}` })).statusCode, 401, 'the feed link ended too');
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: ADMIN_PASSWORD } })).statusCode, 401);
    await logIn('admin', 'a new admin password');
    assert.ok(lines.some((line) => /password of admin account "admin" was set from ADMIN_PASSWORD/.test(line.message)));
  });

  it('ignores ADMIN_USERNAME for the flagged account once it exists, and says so', async () => {
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    const lines = await start({ username: 'newadmin', password: ADMIN_PASSWORD });
    assert.equal(await findUserByUsername(ctx.database.db, 'newadmin'), undefined, 'no second admin');
    assert.ok(lines.some((line) => line.level === 'info' && /ADMIN_USERNAME is "newadmin", but the admin account .* is now called "admin"/.test(line.message)));
    await logIn('admin', ADMIN_PASSWORD);
  });

  it('adopts an admin that holds the name in a database from before the flag', async () => {
    const old = await ctx.admin('admin');
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    assert.equal((await findBootstrapAdmin(ctx.database.db))?.id, old.user.id);
    await logIn('admin', ADMIN_PASSWORD);
  });

  it('never grants admin back nor reactivates, even for the flagged account', async () => {
    await start({ username: 'admin', password: ADMIN_PASSWORD });
    await ctx.database.db.update(users).set({ permissions: sql`'{}'::text[]`, isActive: false }).where(eq(users.username, 'admin'));
    await start({ username: 'admin', password: 'a new admin password' });
    const row = await findUserByUsername(ctx.database.db, 'admin');
    assert.deepEqual([row?.permissions, row?.isActive, row?.isBootstrapAdmin], [[], false, true]);
  });
});
