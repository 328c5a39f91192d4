import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { PASSWORD, useTestApp } from '../../testing/test-context.js';
import { DEFAULT_LIMITS } from '../../services/throttle.js';
import { WRONG_LOGIN } from './login.js';

const ctx = useTestApp({ limits: { ...DEFAULT_LIMITS, perPair: 3, perAddress: 6, windowSeconds: 60 } });

function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

describe('POST /api/users/login', () => {
  it('logs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { user } = await ctx.member({ username: 'ada.l' });
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'ada.l', password: PASSWORD } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: { username: user.username, permissions: [] },
      message: 'Authentication successful',
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE) as Record<string, unknown>;
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.notEqual(cookie.secure, true, 'plain http must not mark the cookie Secure');
  });

  it('matches the username regardless of case and surrounding spaces', async () => {
    await ctx.member({ username: 'Grace' });
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: ' grace ', password: PASSWORD } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.username, 'Grace');
  });

  it('answers a wrong password and an unknown username with the same 401 message', async () => {
    await ctx.member({ username: 'alan' });
    const wrong = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'alan', password: 'not the password' } });
    const unknown = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'nobody', password: PASSWORD } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.json().message, WRONG_LOGIN);
    assert.equal(unknown.json().message, WRONG_LOGIN);
    assert.equal(sessionCookie(wrong), undefined);
  });

  it('refuses accounts that have no password (demo members)', async () => {
    const { user } = await ctx.member({ username: 'demo1' });
    await ctx.database.db.execute(
      (await import('drizzle-orm')).sql`update users set password_hash = null where id = ${user.id}`,
    );
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'demo1', password: PASSWORD } });
    assert.equal(response.statusCode, 401);
  });

  it('rejects a body without a password with 400', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'alan' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'body.password is required');
  });

  it('locks a (username, address) pair after its failures with 429 and a Retry-After, even with the right password', async () => {
    await ctx.member({ username: 'target' });
    for (let i = 0; i < 3; i += 1) {
      const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'target', password: 'wrong password' } });
      assert.equal(response.statusCode, 401);
    }
    const blocked = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'target', password: PASSWORD } });
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  it('limits failed attempts per address across usernames', async () => {
    for (let i = 0; i < 6; i += 1) {
      await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: `user${i}`, password: 'wrong password' } });
    }
    const blocked = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'fresh', password: 'wrong password' } });
    assert.equal(blocked.statusCode, 429);
  });

  it('forgets the failures of a (username, address) pair after a successful login', async () => {
    await ctx.member({ username: 'forgetful' });
    for (let i = 0; i < 2; i += 1) {
      await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'forgetful', password: 'wrong password' } });
    }
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'forgetful', password: PASSWORD } })).statusCode, 200);
    for (let i = 0; i < 2; i += 1) {
      await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'forgetful', password: 'wrong password' } });
    }
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'forgetful', password: PASSWORD } })).statusCode, 200);
  });

  it('issues a new session token at login, ending the one the browser had', async () => {
    const me = await ctx.member({ username: 'rotator' });
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', as: me, payload: { username: 'rotator', password: PASSWORD } });
    const fresh = sessionCookie(response)!;
    assert.notEqual(`${SESSION_COOKIE}=${fresh.value}`, me.cookie);
    const old = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: me });
    assert.equal(old.json().data, null);
    const current = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', headers: { cookie: `${SESSION_COOKIE}=${fresh.value}` } });
    assert.equal(current.json().data.username, 'rotator');
  });
});

describe('GET /api/tokens/access_token', () => {
  it('answers the session user with username and permissions', async () => {
    const admin = await ctx.admin('boss');
    const response = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: admin });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, { username: 'boss', permissions: ['admin'] });
  });

  it('answers data null with a message (and no error status) without a session, or with an unknown or expired one', async () => {
    const me = await ctx.member();
    const none = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token' });
    const bogus = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', headers: { cookie: `${SESSION_COOKIE}=nonsense` } });
    await ctx.database.db.execute((await import('drizzle-orm')).sql`update sessions set expires_at = now() - interval '1 minute'`);
    const expired = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: me });
    for (const response of [none, bogus, expired]) {
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { data: null, message: 'Not logged in' });
    }
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({ method: 'POST', url: '/api/users/logout', as: me });
    assert.equal(response.statusCode, 200);
    assert.equal(sessionCookie(response)?.value, '');
    const after = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', as: me });
    assert.equal(after.json().data, null);
  });

  it('answers 200 without a session too (the client logs out regardless)', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/api/users/logout' });
    assert.equal(response.statusCode, 200);
  });
});
