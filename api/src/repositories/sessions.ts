import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { newSecret, sha256 } from '../services/secrets.js';

export const SESSION_DAYS = 14;
const DAY_MS = 86_400_000;

function expiry(): Date {
  return new Date(Date.now() + SESSION_DAYS * DAY_MS);
}

/** Opens a session and returns the secret for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = expiry();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user of a live session, with the session's expiry; a deactivated account has none. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), eq(users.isActive, true)));
  return row;
}

/** Slides the expiry forward, or null when the session is gone; the caller does it at most once a day per session. */
export async function extendSession(db: Db, token: string): Promise<Date | null> {
  const expiresAt = expiry();
  const updated = await db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.tokenHash, sha256(token)))
    .returning({ tokenHash: sessions.tokenHash });
  return updated.length > 0 ? expiresAt : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export const SESSION_EXTEND_AFTER_MS = DAY_MS;
export const SESSION_MS = SESSION_DAYS * DAY_MS;
