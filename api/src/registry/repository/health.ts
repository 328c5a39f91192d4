import { and, desc, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { remoteFallbackReasons, remoteHealth } from '../../db/schema.js';

/** How long counts and reasons are kept: the Remotes page shows a day, rollbacks read ten minutes. */
export const HEALTH_KEPT_DAYS = 7;

/** Reasons kept per version: the most frequent (the newest among equals), so a flood of odd messages cannot grow the table. */
export const KEPT_REASONS = 20;

export interface HealthCounts {
  pageLoads: number;
  loadFailures: number;
  renderErrors: number;
  serverFallbacks: number;
}

export type VersionKey = { remote: string; version: number };
export type HealthRow = VersionKey & HealthCounts & { minute: Date };
export type ReasonRow = VersionKey & { reason: string; count: number; lastAt: Date };
export type VersionHealthCounts = VersionKey & HealthCounts;

/** The start of the minute `at` falls in: the rows' key. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Adds counts to their minute's rows: several instances add to the same rows. */
export async function addHealthCounts(db: Db, rows: HealthRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(remoteHealth)
    .values(rows)
    .onConflictDoUpdate({
      target: [remoteHealth.remote, remoteHealth.version, remoteHealth.minute],
      set: {
        pageLoads: sql`${remoteHealth.pageLoads} + excluded.page_loads`,
        loadFailures: sql`${remoteHealth.loadFailures} + excluded.load_failures`,
        renderErrors: sql`${remoteHealth.renderErrors} + excluded.render_errors`,
        serverFallbacks: sql`${remoteHealth.serverFallbacks} + excluded.server_fallbacks`,
      },
    });
}

/** Adds to each reason's count, then keeps the KEPT_REASONS most frequent of each version it touched. */
export async function addFallbackReasons(db: Db, rows: ReasonRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(remoteFallbackReasons)
    .values(rows)
    .onConflictDoUpdate({
      target: [remoteFallbackReasons.remote, remoteFallbackReasons.version, remoteFallbackReasons.reason],
      set: { count: sql`${remoteFallbackReasons.count} + excluded.count`, lastAt: sql`greatest(${remoteFallbackReasons.lastAt}, excluded.last_at)` },
    });
  const touched = new Map(rows.map((row) => [`${row.remote} ${row.version}`, row]));
  for (const { remote, version } of touched.values()) {
    const ofVersion = and(eq(remoteFallbackReasons.remote, remote), eq(remoteFallbackReasons.version, version));
    const kept = db
      .select({ reason: remoteFallbackReasons.reason })
      .from(remoteFallbackReasons)
      .where(ofVersion)
      .orderBy(desc(remoteFallbackReasons.count), desc(remoteFallbackReasons.lastAt), remoteFallbackReasons.reason)
      .limit(KEPT_REASONS);
    await db.delete(remoteFallbackReasons).where(and(ofVersion, notInArray(remoteFallbackReasons.reason, kept)));
  }
}

const ofOne = (table: typeof remoteHealth | typeof remoteFallbackReasons, only?: VersionKey): SQL[] =>
  only ? [eq(table.remote, only.remote), eq(table.version, only.version)] : [];

/** The counts of every version (or of `only`) from the minute `since` falls in. */
export async function healthSince(db: Db, since: Date, only?: VersionKey): Promise<VersionHealthCounts[]> {
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  return db
    .select({
      remote: remoteHealth.remote,
      version: remoteHealth.version,
      pageLoads: total(remoteHealth.pageLoads),
      loadFailures: total(remoteHealth.loadFailures),
      renderErrors: total(remoteHealth.renderErrors),
      serverFallbacks: total(remoteHealth.serverFallbacks),
    })
    .from(remoteHealth)
    .where(and(gte(remoteHealth.minute, minuteOf(since)), ...ofOne(remoteHealth, only)))
    .groupBy(remoteHealth.remote, remoteHealth.version);
}

/** The reasons of every version (or of `only`) seen since `since`, with their counts since first kept, most frequent first. */
export function reasonsSince(db: Db, since: Date, only?: VersionKey): Promise<ReasonRow[]> {
  return db
    .select()
    .from(remoteFallbackReasons)
    .where(and(gte(remoteFallbackReasons.lastAt, since), ...ofOne(remoteFallbackReasons, only)))
    .orderBy(desc(remoteFallbackReasons.count), desc(remoteFallbackReasons.lastAt), remoteFallbackReasons.reason);
}

/** Every version's counts and reasons since `since`, for the Remotes list. */
export async function everyVersionHealth(db: Db, since: Date): Promise<{ counts: VersionHealthCounts[]; reasons: ReasonRow[] }> {
  return { counts: await healthSince(db, since), reasons: await reasonsSince(db, since) };
}

/** Deletes minutes, and reasons not seen since, older than `days` days. */
export async function pruneHealth(db: Db, days: number): Promise<void> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  await db.delete(remoteHealth).where(lt(remoteHealth.minute, cutoff));
  await db.delete(remoteFallbackReasons).where(lt(remoteFallbackReasons.lastAt, cutoff));
}
