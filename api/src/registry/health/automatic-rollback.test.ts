import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, remoteActivations } from '../../db/schema.js';
import { addHealthCounts, minuteOf } from '../repository/health.js';
import { currentRollouts, startRollout } from '../repository/rollouts.js';
import { currentActivations, recordActivation } from '../repository/versions.js';
import { storedVersions } from '../../testing/stored-versions.js';
import { useTestApp } from '../../testing/test-context.js';
import { rollBackFailing } from './automatic-rollback.js';
import { DEFAULT_ROLLBACK } from './rollback-threshold.js';

const ctx = useTestApp();
const PKG = 'mfe-timeline';

/** Versions 2 and 3 of the timeline, 2 activated before 3: 3 is newly active, and 2 is where a rollback leads. */
async function threeNewlyActive() {
  const [two, three] = await storedVersions(ctx.database.db, PKG, 2);
  await recordActivation(ctx.database.db, PKG, two!, 1, { by: 'admin ada' });
  await recordActivation(ctx.database.db, PKG, three!, two!, { by: 'admin ada' });
  await ctx.app.remoteDirectory.reload();
  assert.equal(ctx.app.remoteDirectory.current('mfe_timeline')?.version, 3);
}

/** What visitors' pages did with a version: `loads` pages served, `failures` reports from browsers (load, render in turn). */
async function visits(version: number, loads: number, failures: number) {
  const health = ctx.app.remoteHealth;
  for (let i = 0; i < loads; i += 1) health.pageServed({ remote: 'mfe_timeline', version });
  for (let i = 0; i < failures; i += 1) health.clientFailure({ remote: PKG, version, kind: i % 2 === 0 ? 'load' : 'render' });
  await health.flush();
}

const active = async () => (await currentActivations(ctx.database.db)).get(PKG);
const rollbacks = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'remote.rolled-back')).orderBy(desc(auditLog.seq));

describe('the automatic rollback of a newly active version', () => {
  it(`rolls back a version whose failures pass ${DEFAULT_ROLLBACK.rate * 100} % over ${DEFAULT_ROLLBACK.minLoads} page loads, as the site, everywhere`, async () => {
    await threeNewlyActive();
    await visits(3, 20, 2);

    const now = await active();
    assert.deepEqual([now?.version, now?.previous, now?.by, now?.automatic], [2, 1, null, true]);
    const [entry] = await rollbacks();
    assert.equal(entry?.actorUsername, 'the site');
    assert.equal(entry?.actorId, null);
    assert.equal(entry?.targetId, PKG);
    assert.equal(entry?.summary, 'Rolled mfe-timeline back from version 3 to 2 by itself: 2 failures in 20 page loads (10 %) within 10 minutes, over the 5 % allowed');
    assert.equal(ctx.app.remoteDirectory.current('mfe_timeline')?.version, 2, 'pages load the version before it at once');
  });

  it('leaves a version below the minimum of page loads, whatever failed', async () => {
    await threeNewlyActive();
    await visits(3, DEFAULT_ROLLBACK.minLoads - 1, DEFAULT_ROLLBACK.minLoads - 1);
    assert.equal((await active())?.version, 3);
    assert.deepEqual(await rollbacks(), []);
  });

  it('leaves a version failing at the rate exactly: 5 % is not past 5 %', async () => {
    await threeNewlyActive();
    await visits(3, 20, 1);
    assert.equal((await active())?.version, 3);
    await visits(3, 20, 1);
    assert.equal((await active())?.version, 3, '2 in 40');
    assert.deepEqual(await rollbacks(), []);
  });

  it('adds the counts of every flush (and instance) before deciding', async () => {
    await threeNewlyActive();
    await visits(3, 19, 2);
    assert.equal((await active())?.version, 3);
    await visits(3, 1, 0);
    assert.equal((await active())?.version, 2);
  });

  it('watches a version for 10 minutes after its activation, and never the one it rolled back to', async () => {
    await threeNewlyActive();
    await ctx.database.db.update(remoteActivations).set({ at: sql`now() - interval '11 minutes'` }).where(eq(remoteActivations.version, 3));
    await visits(3, 20, 20);
    assert.equal((await active())?.version, 3, 'no longer newly active');

    await ctx.database.db.update(remoteActivations).set({ at: sql`now()` }).where(eq(remoteActivations.version, 3));
    await visits(3, 0, 1);
    assert.equal((await active())?.version, 2);
    await visits(2, 20, 20);
    assert.equal((await active())?.version, 2, "the site's own rollback is not rolled back in turn");
  });

  it('acts once when instances decide at the same time', async () => {
    await threeNewlyActive();
    await addHealthCounts(ctx.database.db, [{ remote: PKG, version: 3, minute: minuteOf(new Date()), pageLoads: 40, loadFailures: 5, renderErrors: 0, serverFallbacks: 0 }]);
    await Promise.all([rollBackFailing(ctx.app, DEFAULT_ROLLBACK), rollBackFailing(ctx.app, DEFAULT_ROLLBACK)]);
    const rows = await ctx.database.db.select().from(remoteActivations).where(eq(remoteActivations.automatic, true));
    assert.deepEqual(rows.map((row) => row.version), [2]);
    assert.equal((await rollbacks()).length, 1);
  });

  it('follows the threshold it is given (REMOTE_ROLLBACK_RATE, REMOTE_ROLLBACK_MIN_LOADS)', async () => {
    await threeNewlyActive();
    await addHealthCounts(ctx.database.db, [{ remote: PKG, version: 3, minute: minuteOf(new Date()), pageLoads: 4, loadFailures: 3, renderErrors: 0, serverFallbacks: 0 }]);
    await rollBackFailing(ctx.app, DEFAULT_ROLLBACK);
    assert.equal((await active())?.version, 3);
    await rollBackFailing(ctx.app, { rate: 0.5, minLoads: 4 });
    assert.equal((await active())?.version, 2);
  });
});

describe('the automatic end of a failing rollout', () => {
  it('ends the rollout, so its visitors get the active version again, and leaves the active version be', async () => {
    const [two, three] = await storedVersions(ctx.database.db, PKG, 2);
    await recordActivation(ctx.database.db, PKG, two!, 1, { by: 'admin ada' });
    await startRollout(ctx.database.db, { remote: PKG, version: three!, percent: 10, startedBy: 'admin ada' });
    await ctx.app.remoteDirectory.reload();
    assert.ok(ctx.app.remoteDirectory.liveVersions(PKG).has(3));

    await visits(3, 20, 2);
    assert.equal((await currentRollouts(ctx.database.db)).get(PKG), undefined);
    assert.equal((await active())?.version, 2);
    assert.equal((await active())?.automatic, false, 'no activation: the active version never changed');
    const [entry] = await rollbacks();
    assert.equal(entry?.actorUsername, 'the site');
    assert.match(entry?.summary ?? '', /^Ended the rollout of version 3 of mfe-timeline by itself: 2 failures in 20 page loads \(10 %\)/);
    assert.ok(!ctx.app.remoteDirectory.liveVersions(PKG).has(3), 'every instance follows');
  });
});
