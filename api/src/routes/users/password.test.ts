import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { rateLimits } from '../../db/schema.js';
import { createSession } from '../../repositories/sessions.js';
import { PASSWORD, useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();

const NEW_PASSWORD = 'a brand new passphrase';

function changePassword(as: TestUser | undefined, currentPassword: string, newPassword: string) {
  return ctx.inject({ method: 'PATCH', url: '/api/users/changePassword', as, payload: { currentPassword, newPassword } });
}

function login(username: string, password: string) {
  return ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
}

/** The username the session check answers for this cookie, or null. */
async function sessionUser(cookie: string): Promise<string | null> {
  const response = await ctx.inject({ method: 'GET', url: '/api/tokens/access_token', headers: { cookie } });
  return response.json().data?.username ?? null;
}

describe('PATCH /api/users/changePassword', () => {
  it('refuses a wrong current password with 400 and keeps the old password', async () => {
    const me = await ctx.member({ username: 'ada.l' });
    const response = await changePassword(me, 'not my password', NEW_PASSWORD);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Current password was incorrect');
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 200);
    assert.equal((await login('ada.l', NEW_PASSWORD)).statusCode, 401);
  });

  it('refuses a new password of 7 characters with 400 and keeps the old password', async () => {
    const me = await ctx.member({ username: 'ada.l' });
    const response = await changePassword(me, PASSWORD, 'short12');
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /newPassword/);
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 200);
    assert.equal((await login('ada.l', 'short12')).statusCode, 401);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const me = await ctx.member({ username: 'ada.l' });
    const response = await changePassword(me, PASSWORD, NEW_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await login('ada.l', NEW_PASSWORD)).statusCode, 200);
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 401);
  });

  it("ends the user's other sessions and keeps the current one", async () => {
    const me = await ctx.member({ username: 'ada.l' });
    const { token } = await createSession(ctx.database.db, me.user.id);
    const otherDevice = `${SESSION_COOKIE}=${token}`;
    const bystander = await ctx.member();
    assert.equal(await sessionUser(otherDevice), 'ada.l');

    assert.equal((await changePassword(me, PASSWORD, NEW_PASSWORD)).statusCode, 200);
    assert.equal(await sessionUser(otherDevice), null);
    assert.equal(await sessionUser(me.cookie), 'ada.l');
    assert.equal(await sessionUser(bystander.cookie), bystander.user.username, "other users' sessions are untouched");
  });

  it('answers 401 without a session', async () => {
    await ctx.member({ username: 'ada.l' });
    const response = await changePassword(undefined, PASSWORD, NEW_PASSWORD);
    assert.equal(response.statusCode, 401);
    assert.equal((await login('ada.l', PASSWORD)).statusCode, 200);
  });
});

describe('guessing the current password', () => {
  it('is limited like login attempts, so a stolen session cannot brute-force it', async () => {
    const me = await ctx.member({ username: 'guarded' });
    for (let i = 0; i < ctx.app.limits.perPair; i += 1) {
      assert.equal((await changePassword(me, `guess number ${i}`, NEW_PASSWORD)).statusCode, 400);
    }
    const blocked = await changePassword(me, PASSWORD, NEW_PASSWORD);
    assert.equal(blocked.statusCode, 429);
    await ctx.database.db.delete(rateLimits);
    assert.equal((await login('guarded', PASSWORD)).statusCode, 200, 'the password did not change');
  });
});
