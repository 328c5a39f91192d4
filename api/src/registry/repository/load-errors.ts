import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteLoadErrors } from '../../db/schema.js';

/** At most this many reports kept per remote, and none older than a week: visitors' browsers write them. */
export const KEPT_LOAD_ERRORS = 1_000;
const KEPT_DAYS = 7;

export interface LoadErrorSummary {
  remote: string;
  version: number;
  count: number;
  lastAt: Date;
  lastKind: string;
  lastMessage: string;
}

/** Records one report, and drops what is past the bound for its remote. */
export async function addLoadError(db: Db, report: { remote: string; version: number; kind: string; message: string }): Promise<void> {
  await db.insert(remoteLoadErrors).values(report);
  const [cut] = await db
    .select({ seq: remoteLoadErrors.seq })
    .from(remoteLoadErrors)
    .where(eq(remoteLoadErrors.remote, report.remote))
    .orderBy(desc(remoteLoadErrors.seq))
    .offset(KEPT_LOAD_ERRORS)
    .limit(1);
  const old = lt(remoteLoadErrors.at, sql`now() - make_interval(days => ${KEPT_DAYS})`);
  await db.delete(remoteLoadErrors).where(and(eq(remoteLoadErrors.remote, report.remote), cut ? or(old, sql`${remoteLoadErrors.seq} <= ${cut.seq}`) : old));
}

/** Reports since `since`, by remote and version: how many, and the newest one. */
export async function loadErrorsSince(db: Db, since: Date): Promise<LoadErrorSummary[]> {
  const rows = await db
    .select()
    .from(remoteLoadErrors)
    .where(gt(remoteLoadErrors.at, since))
    .orderBy(desc(remoteLoadErrors.seq));
  const summaries = new Map<string, LoadErrorSummary>();
  for (const row of rows) {
    const key = `${row.remote} ${row.version}`;
    const summary = summaries.get(key);
    if (summary) summary.count += 1;
    else summaries.set(key, { remote: row.remote, version: row.version, count: 1, lastAt: row.at, lastKind: row.kind, lastMessage: row.message });
  }
  return [...summaries.values()];
}
