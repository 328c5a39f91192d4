import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteActivations } from '../../db/schema.js';

export interface AutomaticRollbackRow {
  remote: string;
  /** The version it left: the one active just before; null when it was the remote's first activation. */
  from: number | null;
  to: number;
  at: Date;
}

/** How many of a remote's automatic rollbacks are shown: the latest tell whether its versions keep failing. */
export const SHOWN_AUTOMATIC_ROLLBACKS = 10;

/**
 * The rollbacks the site made by itself, newest first, each with the version it left (the
 * activation before it: a rollback's own `previous` is where a next rollback leads, not where it came from).
 */
export async function automaticRollbacks(db: Db, remote?: string): Promise<AutomaticRollbackRow[]> {
  const history = db
    .select({
      seq: remoteActivations.seq,
      remote: remoteActivations.remote,
      to: remoteActivations.version,
      at: remoteActivations.at,
      automatic: remoteActivations.automatic,
      from: sql<number | null>`lag(${remoteActivations.version}) over (partition by ${remoteActivations.remote} order by ${remoteActivations.seq})`.as('from_version'),
    })
    .from(remoteActivations)
    .where(remote === undefined ? undefined : eq(remoteActivations.remote, remote))
    .as('history');
  const rows = await db
    .select({ remote: history.remote, from: history.from, to: history.to, at: history.at })
    .from(history)
    .where(eq(history.automatic, true))
    .orderBy(desc(history.seq));
  const shown = new Map<string, number>();
  return rows.filter((row) => {
    const count = (shown.get(row.remote) ?? 0) + 1;
    shown.set(row.remote, count);
    return count <= SHOWN_AUTOMATIC_ROLLBACKS;
  });
}
