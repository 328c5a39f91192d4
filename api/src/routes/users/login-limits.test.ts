import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { DEFAULT_LIMITS } from '../../services/throttle.js';
import { PASSWORD, useTestApp } from '../../testing/test-context.js';

/** The login delays the throttle asked for, in ms, instead of sleeping them. */
const delays: number[] = [];
const ctx = useTestApp({ pause: async (ms: number) => void delays.push(ms) });
// A small address allowance, so that a test can go past it in a few requests.
const fewPerAddress = useTestApp({ limits: { ...DEFAULT_LIMITS, perAddress: 3 }, pause: async () => {} });
// TRUST_PROXY=1: one reverse proxy before the API, which adds the address it saw to X-Forwarded-For.
const behindProxy = useTestApp({ trustProxy: 1, pause: async () => {} });

beforeEach(() => {
  delays.length = 0;
});

const ATTACKER = '203.0.113.66';
const MEMBER = '198.51.100.7';

function login(username: string, password: string, from: string, context = ctx) {
  return context.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress: from });
}

describe('login limits', () => {
  it('locks (username, address) after 10 failures in 15 minutes', async () => {
    await ctx.member({ username: 'target' });
    for (let i = 0; i < 10; i += 1) assert.equal((await login('target', 'wrong password', ATTACKER)).statusCode, 401, `failure ${i + 1}`);
    const blocked = await login('target', PASSWORD, ATTACKER);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
  });

  it('the member on another address still logs in', async () => {
    await ctx.member({ username: 'target' });
    for (let i = 0; i < 12; i += 1) await login('target', 'wrong password', ATTACKER);
    assert.equal((await login('target', PASSWORD, ATTACKER)).statusCode, 429, "the attacker's pair is locked");
    const member = await login('target', PASSWORD, MEMBER);
    assert.equal(member.statusCode, 200, member.body);
  });

  it('a username failing from many addresses is slowed (250 ms per failure beyond 20, at most 5 s), never locked', async () => {
    await ctx.member({ username: 'target' });
    for (let i = 0; i < 45; i += 1) {
      const response = await login('target', 'wrong password', `192.0.2.${i + 1}`);
      assert.equal(response.statusCode, 401, `failure ${i + 1}: ${response.body}`);
    }
    const member = await login('target', PASSWORD, MEMBER);
    assert.equal(member.statusCode, 200, member.body);
    // Before the 22nd attempt 21 failures are in the window: 1 beyond 20, 250 ms; from the 41st failure on, the 5 s cap.
    const expected = Array.from({ length: 25 }, (_, k) => Math.min(5000, (k + 1) * 250));
    assert.deepEqual(delays, expected);
  });

  it('successful logins never count against an address', async () => {
    const users = await Promise.all(['ada.l', 'grace', 'alan', 'edsger', 'barbara'].map((username) => fewPerAddress.member({ username })));
    for (const { user } of users) {
      const response = await login(user.username, PASSWORD, MEMBER, fewPerAddress);
      assert.equal(response.statusCode, 200, `${user.username}: ${response.body}`);
    }
    for (let i = 0; i < 3; i += 1) assert.equal((await login(`nobody${i}`, 'wrong password', MEMBER, fewPerAddress)).statusCode, 401);
    assert.equal((await login('nobody9', 'wrong password', MEMBER, fewPerAddress)).statusCode, 429, 'failures do count');
  });

  it('a password change is not blocked by failures from another address', async () => {
    const me = await ctx.member({ username: 'target' });
    for (let i = 0; i < 12; i += 1) await login('target', 'wrong password', ATTACKER);
    const response = await ctx.inject({
      method: 'PATCH',
      url: '/api/users/changePassword',
      as: me,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      remoteAddress: MEMBER,
    });
    assert.equal(response.statusCode, 200, response.body);
  });
});

describe('login limits behind one reverse proxy', () => {
  const PROXY = '10.0.0.2';
  const throughProxy = (password: string, forwardedFor: string) =>
    behindProxy.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'target', password }, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });

  it('count the address the proxy saw, whatever the client wrote before it', async () => {
    await behindProxy.member({ username: 'target' });
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1) answers.push((await throughProxy('wrong password', `198.18.${i}.1, ${ATTACKER}`)).statusCode);
    assert.deepEqual(answers, [...Array<number>(10).fill(401), ...Array<number>(50).fill(429)]);
    // Counted against the attacker, not the proxy: a member coming through the same proxy logs in.
    const member = await throughProxy(PASSWORD, MEMBER);
    assert.equal(member.statusCode, 200, member.body);
  });
});
