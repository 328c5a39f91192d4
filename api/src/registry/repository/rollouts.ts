import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteRollouts } from '../../db/schema.js';

export type RolloutRow = typeof remoteRollouts.$inferSelect;

/** Starts (or changes) the remote's rollout: one at a time, a new one replaces it. */
export async function startRollout(db: Db, rollout: { remote: string; version: number; percent: number; startedBy: string }): Promise<RolloutRow> {
  const [row] = await db
    .insert(remoteRollouts)
    .values(rollout)
    .onConflictDoUpdate({ target: remoteRollouts.remote, set: { version: rollout.version, percent: rollout.percent, startedBy: rollout.startedBy, startedAt: new Date() } })
    .returning();
  return row!;
}

/** Ends the remote's rollout (its version activated, or rolled back). */
export async function endRollout(db: Db, remote: string): Promise<void> {
  await db.delete(remoteRollouts).where(eq(remoteRollouts.remote, remote));
}

/** Every remote's rollout, by package name. */
export async function currentRollouts(db: Db): Promise<Map<string, RolloutRow>> {
  const rows = await db.select().from(remoteRollouts);
  return new Map(rows.map((row) => [row.remote, row]));
}
