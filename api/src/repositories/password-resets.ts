import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { passwordResets } from '../db/schema.js';
import { sha256 } from '../services/secrets.js';

/** Stores a new link's token (its SHA-256 only) and drops the account's earlier unused links: the newest replaces them. */
export async function saveResetLink(db: Db, link: { userId: string; createdBy: string; token: string; expiresAt: Date }): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    userId: link.userId,
    createdBy: link.createdBy,
    tokenHash: sha256(link.token),
    expiresAt: link.expiresAt,
  });
}

const usable = (token: string) =>
  and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** The account a token resets, while the link is unused and unexpired; it stays usable. */
export async function findResetLinkUser(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable(token));
  return row?.userId;
}

/** Marks the link used and answers its account, in one statement: of two uses at once, one gets it. */
export async function useResetLink(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db.update(passwordResets).set({ usedAt: new Date() }).where(usable(token)).returning({ userId: passwordResets.userId });
  return row?.userId;
}
