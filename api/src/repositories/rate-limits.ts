import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema.js';

/**
 * Counts one hit on `key` in a fixed window of `windowSeconds` and returns the count so far and
 * when the window ends. One statement, so concurrent instances on PostgreSQL count together.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number) {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return { count: row!.count, resetAt: new Date(row!.windowStart.getTime() + windowSeconds * 1000) };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The count of `key` in its current window (0 once the window has ended), without counting a hit. */
export async function readRateLimit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} > now() - make_interval(secs => ${windowSeconds})`));
  return row?.count ?? 0;
}

/** Takes one hit on `key` back (a hit counted before it was known not to count). */
export async function takeBackRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
