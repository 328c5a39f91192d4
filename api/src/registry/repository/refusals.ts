import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteRefusals } from '../../db/schema.js';

export type RefusalRow = typeof remoteRefusals.$inferSelect;

/** How many refused uploads of each remote are kept: enough for a team to see what went wrong lately. */
export const KEPT_REFUSALS = 20;

/** Keeps a refused upload with its problems and who sent it, and forgets the remote's older ones past the last 20. */
export async function recordRefusal(db: Db, refusal: { remote: string; by: string; problems: string[] }): Promise<void> {
  await db.insert(remoteRefusals).values(refusal);
  const kept = db
    .select({ seq: remoteRefusals.seq })
    .from(remoteRefusals)
    .where(eq(remoteRefusals.remote, refusal.remote))
    .orderBy(desc(remoteRefusals.seq))
    .limit(KEPT_REFUSALS);
  await db.delete(remoteRefusals).where(and(eq(remoteRefusals.remote, refusal.remote), notInArray(remoteRefusals.seq, kept)));
}

/** The refused uploads kept, newest first: of one remote, or of all. */
export function recentRefusals(db: Db, remote?: string): Promise<RefusalRow[]> {
  return db
    .select()
    .from(remoteRefusals)
    .where(remote === undefined ? undefined : eq(remoteRefusals.remote, remote))
    .orderBy(desc(remoteRefusals.seq));
}
