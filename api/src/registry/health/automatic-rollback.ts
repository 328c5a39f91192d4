import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { healthSince, type VersionHealthCounts } from '../repository/health.js';
import { currentRollouts, endRollout } from '../repository/rollouts.js';
import { currentActivations, lockRemote } from '../repository/versions.js';
import { failureRate } from '../views/remote-health.js';
import { audit, SYSTEM } from '../../services/audit.js';
import { rollBack } from '../releases/activations.js';
import { pastThreshold, type RollbackThreshold } from './rollback-threshold.js';

/** How long a newly active version is watched, and the span of counts a decision reads. */
export const WATCH_MS = 10 * 60_000;

/** A version visitors get that the site may take back: a rollout's, or one activated within WATCH_MS. */
interface Watched {
  remote: string;
  version: number;
  /** Counts from here: the last WATCH_MS, and none from before the version was live. */
  since: Date;
  rollout: boolean;
}

/**
 * The versions to watch now. Not one the site itself made active by rolling back: a failure
 * that is not the version's (the API down, say) would otherwise roll back one version after another.
 */
async function watchedVersions(db: Db, now: Date): Promise<Watched[]> {
  const start = new Date(now.getTime() - WATCH_MS);
  const activations = await currentActivations(db);
  const rollouts = await currentRollouts(db);
  const rolling = [...rollouts.values()].map((row) => ({ remote: row.remote, version: row.version, since: row.startedAt > start ? row.startedAt : start, rollout: true }));
  const active = [...activations.values()]
    .filter((row) => !row.automatic && row.at > start)
    .map((row) => ({ remote: row.remote, version: row.version, since: row.at, rollout: false }));
  return [...rolling, ...active];
}

/** The sentence the audit trail and the log give as the reason. */
function why(counts: VersionHealthCounts, threshold: RollbackThreshold): string {
  const failures = counts.loadFailures + counts.renderErrors + counts.serverFallbacks;
  const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))} %`;
  return `${failures} failures in ${counts.pageLoads} page loads (${percent(failureRate(counts))}) within ${WATCH_MS / 60_000} minutes, over the ${percent(threshold.rate)} allowed`;
}

/** Ends a failing rollout, if it is still the one found failing: another instance may have ended it, or a new one started. */
async function endFailingRollout(app: FastifyInstance, watched: Watched, reason: string): Promise<boolean> {
  return app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, watched.remote);
    if ((await currentRollouts(tx)).get(watched.remote)?.version !== watched.version) return false;
    await endRollout(tx, watched.remote);
    await audit(tx, SYSTEM, 'remote.rolled-back', { targetId: watched.remote, summary: `Ended the rollout of version ${watched.version} of ${watched.remote} by itself: ${reason}` });
    return true;
  });
}

/** Takes one version back; false when another instance did first. */
async function takeBack(app: FastifyInstance, watched: Watched, reason: string): Promise<boolean> {
  if (watched.rollout) return endFailingRollout(app, watched, reason);
  const outcome = await rollBack(app, watched.remote, SYSTEM, { from: watched.version, why: reason });
  return typeof outcome === 'object' && 'version' in outcome;
}

/**
 * Takes back every watched version whose failures passed the threshold: a rollout ends (its
 * visitors get the active version again), a newly active version gives way to the one before it.
 * Each under the remote's lock, re-checked there, so instances deciding at once act once; then
 * every instance follows (registryChanged) before this settles.
 */
export async function rollBackFailing(app: FastifyInstance, threshold: RollbackThreshold, now = new Date()): Promise<void> {
  let changed = false;
  for (const watched of await watchedVersions(app.db, now)) {
    const [counts] = await healthSince(app.db, watched.since, watched);
    if (!counts || !pastThreshold(counts, threshold)) continue;
    const reason = why(counts, threshold);
    if (!(await takeBack(app, watched, reason))) continue;
    changed = true;
    const what = watched.rollout ? `the rollout of ${watched.remote} version ${watched.version} ended` : `${watched.remote} version ${watched.version} rolled back`;
    app.log.warn({ ...counts, failureRate: failureRate(counts) }, `automatic rollback: ${what}: ${reason}`);
  }
  if (changed) await app.registryChanged();
}
