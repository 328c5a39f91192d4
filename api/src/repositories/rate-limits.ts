import { eq, sql } from 'drizzle-orm';
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
