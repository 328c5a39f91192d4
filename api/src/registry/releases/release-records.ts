import type { Db } from '../../db/database.js';
import { automaticRollbacks } from '../repository/automatic-rollbacks.js';
import { recentRefusals } from '../repository/refusals.js';
import { currentRollouts } from '../repository/rollouts.js';

/** The registry's records of how versions reached visitors or did not: rollouts, refused uploads, automatic rollbacks; of one remote, or all. */
export async function readReleaseRecords(db: Db, remote?: string) {
  const rollouts = await currentRollouts(db);
  const refusals = await recentRefusals(db, remote);
  return { rollouts, refusals, automaticRollbacks: await automaticRollbacks(db, remote) };
}
