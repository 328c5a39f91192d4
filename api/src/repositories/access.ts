import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { feedTokens, passwordResets, sessions } from '../db/schema.js';
import { sha256 } from '../services/secrets.js';

/**
 * Ends whatever lets someone in as this account without its password: its sessions (all, or all
 * but the one making the change), its calendar feed token and its unused reset links. For a new
 * password and a deactivation; run it in the same transaction as that change.
 */
export async function revokeAccess(db: Db, userId: string, options: { keepSession?: string } = {}): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(options.keepSession ? and(mine, ne(sessions.tokenHash, sha256(options.keepSession))) : mine);
  await db.delete(feedTokens).where(eq(feedTokens.userId, userId));
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
