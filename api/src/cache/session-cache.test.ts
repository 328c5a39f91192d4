import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.js';
import { createSession } from '../repositories/sessions.js';
import type { UserRow } from '../repositories/users.js';
import { sha256 } from '../services/secrets.js';
import { documentedFetch } from '../testing/documented-fetch.js';
import { login, startServer, type ServerProcess } from '../testing/server-process.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';
import { createServerDatabase } from '../testing/test-database.js';
import { SessionCache, type SessionEntry } from './session-cache.js';
import { SESSION_COOKIE } from '../plugins/session.js';

const ctx = useTestApp();

const user = (username: string) => ({ id: username, username, permissions: [] as string[] }) as unknown as UserRow;
const entry = (username: string, expiresAt = new Date(Date.now() + 60_000)): SessionEntry => ({ user: user(username), expiresAt });

describe('SessionCache', () => {
  function clocked() {
    const clock = { now: Date.now() };
    return { clock, cache: new SessionCache(5000, 3, () => clock.now) };
  }

  it('answers within its time to live, and no longer after it', () => {
    const { clock, cache } = clocked();
    assert.equal(cache.store('hash', cache.begin(), entry('ada')), true);
    clock.now += 4999;
    assert.equal(cache.get('hash')?.user.username, 'ada');
    clock.now += 1;
    assert.equal(cache.get('hash'), undefined);
    assert.equal(cache.size, 0);
  });

  it('never answers for a session past its own expiry', () => {
    const { clock, cache } = clocked();
    cache.store('hash', cache.begin(), entry('ada', new Date(clock.now + 1000)));
    clock.now += 1000;
    assert.equal(cache.get('hash'), undefined);
  });

  it('drops everything on clear, and refuses a lookup that began before it', () => {
    const { cache } = clocked();
    cache.store('one', cache.begin(), entry('ada'));
    const stamp = cache.begin();
    cache.clear();
    assert.equal(cache.get('one'), undefined);
    assert.equal(cache.store('two', stamp, entry('grace')), false);
    assert.equal(cache.get('two'), undefined);
  });

  it('keeps nothing while disabled (deaf to other instances), and starts empty when enabled again', () => {
    const { cache } = clocked();
    cache.store('one', cache.begin(), entry('ada'));
    cache.setEnabled(false);
    assert.equal(cache.get('one'), undefined);
    assert.equal(cache.store('two', cache.begin(), entry('grace')), false);
    cache.setEnabled(true);
    assert.equal(cache.get('one'), undefined);
    assert.equal(cache.store('two', cache.begin(), entry('grace')), true);
    assert.equal(cache.get('two')?.user.username, 'grace');
  });

  it('keeps at most its limit, dropping the oldest', () => {
    const { cache } = clocked();
    for (const name of ['a', 'b', 'c', 'd']) cache.store(name, cache.begin(), entry(name));
    assert.equal(cache.size, 3);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('d')?.user.username, 'd');
  });
});

/** The username the session check answers for this cookie, or null. */
async function sessionUser(cookie: string): Promise<string | null> {
  const response = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', headers: { cookie } });
  return response.json().data?.username ?? null;
}

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const cached = (cookie: string) => ctx.app.sessionCache.get(sha256(tokenOf(cookie)));

function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const set = response.cookies.find((item) => item.name === SESSION_COOKIE);
  assert.ok(set, 'a session cookie is set');
  return `${SESSION_COOKIE}=${set.value}`;
}

async function profileForm(me: TestUser, username: string) {
  const form = new FormData();
  const fields = {
    username,
    name: JSON.stringify({ firstname: me.user.firstname, lastname: me.user.lastname }),
    positions: JSON.stringify(me.user.positions),
    blurb: 'Studies motion perception.',
    isAlumni: 'false',
    email: me.user.email,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://x', { method: 'PATCH', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('the session cache in the API', () => {
  it('answers a repeated request from memory: a session deleted behind its back still works until a write', async () => {
    const me = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(me.cookie), 'ada');
    await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(tokenOf(me.cookie))));
    assert.equal(await sessionUser(me.cookie), 'ada');
    // A write that changes no cached response still empties the session cache.
    const other = await ctx.member({ username: 'grace' });
    const changed = await ctx.inject({ method: 'PATCH', url: '/api/users/changePassword', as: other, payload: { currentPassword: PASSWORD, newPassword: 'another long passphrase' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await sessionUser(me.cookie), null);
  });

  it('does not keep an unknown token', async () => {
    assert.equal(await sessionUser(`${SESSION_COOKIE}=not-a-session`), null);
    assert.equal(ctx.app.sessionCache.get(sha256('not-a-session')), undefined);
  });

  it('logout: the same cookie is refused at once', async () => {
    const me = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(me.cookie), 'ada');
    assert.ok(cached(me.cookie));
    const out = await ctx.inject({ method: 'POST', url: '/api/users/logout', as: me });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(await sessionUser(me.cookie), null);
  });

  it('login replacing a session: the session it replaced is refused at once', async () => {
    const me = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(me.cookie), 'ada');
    const again = await ctx.inject({ method: 'POST', url: '/api/users/login', as: me, payload: { username: 'ada', password: PASSWORD } });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await sessionUser(me.cookie), null);
    assert.equal(await sessionUser(cookieFrom(again)), 'ada');
  });

  it('password change: the other session is refused at once, this one stays', async () => {
    const me = await ctx.member({ username: 'ada' });
    const { token } = await createSession(ctx.database.db, me.user.id);
    const elsewhere = `${SESSION_COOKIE}=${token}`;
    assert.equal(await sessionUser(elsewhere), 'ada');
    assert.equal(await sessionUser(me.cookie), 'ada');
    const changed = await ctx.inject({ method: 'PATCH', url: '/api/users/changePassword', as: me, payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await sessionUser(elsewhere), null);
    assert.equal(await sessionUser(me.cookie), 'ada');
  });

  it('profile update: a new username shows at once', async () => {
    const me = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(me.cookie), 'ada');
    const saved = await ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', as: me, ...(await profileForm(me, 'ada.lovelace')) });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await sessionUser(me.cookie), 'ada.lovelace');
  });

  it("an admin's change to a member's positions and alumni flag (PUT /api/teams) reaches that member's session at once", async () => {
    const admin = await ctx.admin();
    const member = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(member.cookie), 'ada');
    assert.equal(cached(member.cookie)?.user.isAlumni, false);
    const put = await ctx.inject({
      method: 'PUT',
      url: '/api/teams',
      as: admin,
      payload: { _id: member.user.id, positions: [{ position: 'Principal Investigator', project: 'Management' }], isAlumni: true },
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(cached(member.cookie), undefined);
    assert.equal(await sessionUser(member.cookie), 'ada');
    assert.equal(cached(member.cookie)?.user.isAlumni, true);
    assert.deepEqual(cached(member.cookie)?.user.positions, [{ position: 'Principal Investigator', project: 'Management' }]);
  });

  it('slides a day-old session once: the cached entry keeps the new expiry, so the next request does not slide again', async () => {
    const me = await ctx.member({ username: 'ada' });
    const dayOld = new Date(Date.now() + 13 * 86_400_000);
    await ctx.database.db.update(sessions).set({ expiresAt: dayOld }).where(eq(sessions.tokenHash, sha256(tokenOf(me.cookie))));
    const first = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: me });
    const slid = first.cookies.find((item) => item.name === SESSION_COOKIE);
    assert.ok(slid?.expires && slid.expires.getTime() > dayOld.getTime() + 86_000_000);
    assert.ok(cached(me.cookie)!.expiresAt.getTime() > dayOld.getTime() + 86_000_000);
    const second = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: me });
    assert.equal(second.cookies.find((item) => item.name === SESSION_COOKIE), undefined);
  });

  it('a refused write (4xx) keeps the cache', async () => {
    const me = await ctx.member({ username: 'ada' });
    assert.equal(await sessionUser(me.cookie), 'ada');
    const wrong = await ctx.inject({ method: 'PATCH', url: '/api/users/changePassword', as: me, payload: { currentPassword: 'not mine', newPassword: 'a brand new passphrase' } });
    assert.equal(wrong.statusCode, 400);
    assert.ok(cached(me.cookie));
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

after(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
});

describe('the session cache across API instances on one PostgreSQL', {
  skip: onPostgres ? false : 'PGlite allows one process per data folder: there is no second instance to tell',
}, () => {
  it('a logout through one instance is refused at once by the other, which had the session cached', async () => {
    const database = (await createServerDatabase())!;
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1', LOG_LEVEL: 'warn' };
    const one = await startServer(env);
    running.push(one);
    const two = await startServer(env);
    running.push(two);
    const cookie = await login(one.url, 'labadmin', 'admin password 1');
    const who = async (url: string) => {
      const response = await documentedFetch(`${url}/api/tokens/access_token`, { headers: { cookie } });
      return ((await response.json()) as { data: { username: string } | null }).data?.username ?? null;
    };
    assert.equal(await who(two.url), 'labadmin');
    assert.equal(await who(two.url), 'labadmin');
    const out = await documentedFetch(`${one.url}/api/users/logout`, { method: 'POST', headers: { cookie } });
    assert.equal(out.status, 200);
    assert.equal(await who(two.url), null);
    assert.equal(await who(one.url), null);
  });
});
