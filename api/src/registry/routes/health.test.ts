import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addFallbackReasons, addHealthCounts, HEALTH_KEPT_DAYS, healthSince, KEPT_REASONS, minuteOf, pruneHealth, reasonsSince } from '../repository/health.js';
import { MAX_REASON } from '../health/health-counter.js';
import { deployToken } from '../../testing/registry.js';
import { storedVersions } from '../../testing/stored-versions.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();

const health = async (version: number, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'GET', url: `/api/remotes/mfe-timeline/versions/${version}/health`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const report = (version: number, kind: 'load' | 'render') =>
  ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/load-errors', payload: { version, kind, message: `Error: ${kind}` }, remoteAddress: '203.0.113.7' });

const NOTHING = { pageLoads: 0, loadFailures: 0, renderErrors: 0, serverFallbacks: 0, failureRate: 0, reasons: [] };

describe("a version's health", () => {
  it("counts each version's pages, the server's fallbacks with why, and browsers' reports", async () => {
    const [two] = await storedVersions(ctx.database.db, 'mfe-timeline', 1);
    const { token } = await deployToken(ctx, 'mfe-timeline');
    const counts = ctx.app.remoteHealth;
    for (let i = 0; i < 4; i += 1) counts.pageServed({ remote: 'mfe_timeline', version: 1 });
    for (let i = 0; i < 2; i += 1) counts.pageServed({ remote: 'mfe_timeline', version: two! });
    counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: 'Missing getServerSnapshot, which is required for server-rendered content. at useAuth' });
    counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: 'Missing getServerSnapshot, which is required for server-rendered content. at useAuth' });
    counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: 'not drawn within 100 ms' });
    assert.equal((await report(1, 'load')).statusCode, 204);
    assert.equal((await report(two!, 'render')).statusCode, 204);
    await counts.flush();
    // A second flush adds to the same minute's rows.
    counts.pageServed({ remote: 'mfe_timeline', version: 1 });
    await counts.flush();

    const one = await health(1, bearer(token));
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(one.json().data, {
      pageLoads: 5,
      loadFailures: 1,
      renderErrors: 0,
      serverFallbacks: 3,
      failureRate: 0.8,
      reasons: [
        { reason: 'Missing getServerSnapshot, which is required for server-rendered content. at useAuth', count: 2 },
        { reason: 'not drawn within 100 ms', count: 1 },
      ],
    });
    assert.deepEqual((await health(two!, bearer(token))).json().data, { pageLoads: 2, loadFailures: 0, renderErrors: 1, serverFallbacks: 0, failureRate: 0.5, reasons: [] });

    const list = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: await ctx.admin() })).json().data;
    const timeline = list.find((remote: { name: string }) => remote.name === 'mfe-timeline');
    assert.deepEqual(
      timeline.versions.map((version: { version: number; health: { pageLoads: number; failureRate: number } }) => [version.version, version.health.pageLoads, version.health.failureRate]),
      [
        [2, 2, 0.5],
        [1, 5, 0.8],
      ],
    );
    const untouched = list.find((remote: { name: string }) => remote.name === 'mfe-public');
    assert.deepEqual(untouched.versions[0].health, NOTHING);
  });

  it(`keeps the ${KEPT_REASONS} most frequent reasons of a version, each cut to ${MAX_REASON} characters`, async () => {
    const counts = ctx.app.remoteHealth;
    const long = `TypeError: ${'x'.repeat(300)}`;
    for (let i = 0; i < 3; i += 1) counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: long });
    for (let i = 0; i < KEPT_REASONS - 1; i += 1) counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: `old reason ${i}` });
    await counts.flush();
    // Five new reasons, each seen twice, push out five of those seen once.
    for (let i = 0; i < 5; i += 1) for (let j = 0; j < 2; j += 1) counts.serverFallback({ remote: 'mfe_timeline', version: 1, reason: `new reason ${i}` });
    await counts.flush();

    const data = (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/1/health', as: await ctx.admin() })).json().data;
    assert.equal(data.serverFallbacks, 3 + KEPT_REASONS - 1 + 10, 'every fallback is counted');
    assert.equal(data.reasons.length, KEPT_REASONS);
    assert.deepEqual(data.reasons[0], { reason: long.slice(0, MAX_REASON), count: 3 });
    assert.deepEqual(data.reasons.slice(1, 6).map((row: { reason: string; count: number }) => [row.reason, row.count]).sort(), [0, 1, 2, 3, 4].map((i) => [`new reason ${i}`, 2]));
    assert.equal(data.reasons.filter((row: { reason: string }) => row.reason.startsWith('old reason')).length, KEPT_REASONS - 6);
  });

  it(`forgets minutes, and reasons not seen since, after ${HEALTH_KEPT_DAYS} days`, async () => {
    const daysAgo = (days: number) => minuteOf(new Date(Date.now() - days * 86_400_000));
    const minute = (at: Date) => ({ remote: 'mfe-timeline', version: 1, minute: at, pageLoads: 1, loadFailures: 0, renderErrors: 0, serverFallbacks: 0 });
    await addHealthCounts(ctx.database.db, [minute(daysAgo(HEALTH_KEPT_DAYS + 1)), minute(daysAgo(HEALTH_KEPT_DAYS - 1))]);
    await addFallbackReasons(ctx.database.db, [
      { remote: 'mfe-timeline', version: 1, reason: 'old', count: 5, lastAt: daysAgo(HEALTH_KEPT_DAYS + 1) },
      { remote: 'mfe-timeline', version: 1, reason: 'recent', count: 1, lastAt: daysAgo(HEALTH_KEPT_DAYS - 1) },
    ]);
    await pruneHealth(ctx.database.db, HEALTH_KEPT_DAYS);
    const weekAgo = await healthSince(ctx.database.db, daysAgo(HEALTH_KEPT_DAYS * 2));
    assert.deepEqual(weekAgo.map((row) => row.pageLoads), [1]);
    assert.deepEqual((await reasonsSince(ctx.database.db, daysAgo(HEALTH_KEPT_DAYS * 2))).map((row) => row.reason), ['recent']);
  });

  it("is a remote's team's (its deploy token) and the admins' only", async () => {
    const own = await deployToken(ctx, 'mfe-timeline');
    const other = await deployToken(ctx, 'mfe-public');
    assert.equal((await health(1)).statusCode, 401, 'no session, no token');
    assert.equal((await health(1, bearer('lpd_unknown'))).statusCode, 401);
    const foreign = await health(1, bearer(other.token));
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, 'This deploy token is for mfe-public only.');
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/1/health', as: await ctx.member() })).statusCode, 403);
    assert.deepEqual((await health(1, bearer(own.token))).json(), { data: NOTHING });
    assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/1/health', as: await ctx.admin() })).json(), { data: NOTHING });
  });

  it('answers 404 for a version or a remote the site does not have', async () => {
    const admin = await ctx.admin();
    const missing = await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/7/health', as: admin });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'mfe-timeline has no version 7.');
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-bogus/versions/1/health', as: admin })).statusCode, 404);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/0/health', as: admin })).statusCode, 400);
  });
});
