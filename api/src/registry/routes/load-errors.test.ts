import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addLoadError, KEPT_LOAD_ERRORS, loadErrorsSince } from '../repository/load-errors.js';
import { siteFolder, timelineBundle } from '../../testing/remote-bundles.js';
import { deployToken, uploadBundle } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';
import { REPORTS_PER_ADDRESS } from './load-errors.js';

const ctx = useTestApp({ webRoot: await siteFolder() });

const report = (body: object, remoteAddress = '203.0.113.7', pkg = 'mfe-timeline') =>
  ctx.inject({ method: 'POST', url: `/api/remotes/${pkg}/load-errors`, payload: body, remoteAddress });

describe("visitors' browsers reporting a remote that fails", () => {
  it('are recorded without a session and shown per version on the Remotes list', async () => {
    const { token } = await deployToken(ctx, 'mfe-timeline');
    assert.equal((await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), { token })).statusCode, 201);
    for (const kind of ['load', 'render', 'render']) {
      assert.equal((await report({ version: 2, kind, message: `TypeError: boom ${kind}` })).statusCode, 204);
    }
    assert.equal((await report({ version: 1, kind: 'load', message: 'ChunkLoadError' })).statusCode, 204);
    const list = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: await ctx.admin() })).json().data;
    const timeline = list.find((remote: { name: string }) => remote.name === 'mfe-timeline');
    assert.deepEqual(
      timeline.failures.map((failure: { version: number; count: number; lastKind: string; lastMessage: string }) => [failure.version, failure.count, failure.lastKind, failure.lastMessage]),
      [
        [1, 1, 'load', 'ChunkLoadError'],
        [2, 3, 'render', 'TypeError: boom render'],
      ],
    );
  });

  it('refuses an unknown version or remote, and bodies that are not a report', async () => {
    assert.equal((await report({ version: 5, kind: 'load', message: 'x' })).statusCode, 400);
    assert.equal((await report({ version: 1, kind: 'load', message: 'x' }, undefined, 'mfe-bogus')).statusCode, 404);
    assert.equal((await report({ version: 1, kind: 'crash', message: 'x' })).statusCode, 400);
    assert.equal((await report({ version: 1, kind: 'load', message: 'x'.repeat(501) })).statusCode, 400);
    assert.equal((await report({ version: '1', kind: 'load', message: 'x' })).statusCode, 400);
  });

  it(`are limited to ${REPORTS_PER_ADDRESS} per address in 10 minutes; another address still reports`, async () => {
    for (let i = 0; i < REPORTS_PER_ADDRESS; i += 1) assert.equal((await report({ version: 1, kind: 'load', message: `n${i}` })).statusCode, 204);
    const limited = await report({ version: 1, kind: 'load', message: 'one more' });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().message, 'Too many reports from this address: try again later.');
    assert.equal((await report({ version: 1, kind: 'load', message: 'elsewhere' }, '198.51.100.9')).statusCode, 204);
  });

  it(`are kept to the newest ${KEPT_LOAD_ERRORS} of a remote`, async () => {
    for (let i = 0; i < KEPT_LOAD_ERRORS + 5; i += 1) await addLoadError(ctx.database.db, { remote: 'mfe-admin', version: 1, kind: 'load', message: `n${i}` });
    await addLoadError(ctx.database.db, { remote: 'mfe-public', version: 1, kind: 'load', message: 'other remote' });
    const summaries = await loadErrorsSince(ctx.database.db, new Date(0));
    assert.deepEqual(
      summaries.map(({ remote, count, lastMessage }) => [remote, count, lastMessage]).sort(),
      [
        ['mfe-admin', KEPT_LOAD_ERRORS, `n${KEPT_LOAD_ERRORS + 4}`],
        ['mfe-public', 1, 'other remote'],
      ],
    );
  });
});
