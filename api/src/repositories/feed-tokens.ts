import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { feedTokens, users } from '../db/schema.js';
import { sha256 } from '../services/secrets.js';

export type FeedTokenRow = typeof feedTokens.$inferSelect;

export async function findFeedToken(db: Db, userId: string): Promise<FeedTokenRow | undefined> {
  const [row] = await db.select().from(feedTokens).where(eq(feedTokens.userId, userId));
  return row;
}

/**
 * Stores a member's token (its salt and SHA-256). `replace` rotates an existing one; otherwise a
 * token made meanwhile (another tab, another instance) is kept. Answers the stored row.
 */
export async function saveFeedToken(
  db: Db,
  token: { userId: string; salt: string; token: string },
  options: { replace: boolean },
): Promise<FeedTokenRow> {
  const values = { userId: token.userId, salt: token.salt, tokenHash: sha256(token.token), createdAt: new Date() };
  const insert = db.insert(feedTokens).values(values);
  await (options.replace
    ? insert.onConflictDoUpdate({ target: feedTokens.userId, set: { salt: values.salt, tokenHash: values.tokenHash, createdAt: values.createdAt } })
    : insert.onConflictDoNothing());
  return (await findFeedToken(db, token.userId))!;
}

/** The member a feed token belongs to, if it is their current one and the account is active. */
export async function findFeedTokenUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(feedTokens)
    .innerJoin(users, eq(users.id, feedTokens.userId))
    .where(and(eq(feedTokens.tokenHash, sha256(token)), eq(users.isActive, true)));
  return row?.user;
}
