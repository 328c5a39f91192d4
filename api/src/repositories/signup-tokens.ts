import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signupTokens } from '../db/schema.js';
import { TOKEN_KEYS, type TokenKey } from '../domain/positions.js';
import { matchesHash, newSecret, sha256 } from '../services/secrets.js';

export async function listSignupTokens(db: Db) {
  const rows = await db.select().from(signupTokens);
  return TOKEN_KEYS.flatMap((key) => rows.filter((row) => row.tokenKey === key));
}

/** Replaces the token of `key` with a fresh one and returns it; the old one stops working. */
export async function rotateSignupToken(db: Db, key: TokenKey): Promise<string> {
  const token = newSecret(18);
  const values = { tokenKey: key, tokenHash: sha256(token), createdAt: new Date(), lastUsedAt: null };
  await db
    .insert(signupTokens)
    .values(values)
    .onConflictDoUpdate({ target: signupTokens.tokenKey, set: values });
  return token;
}

/** Creates the tokens that do not exist yet; returns the new ones (to be shown once). */
export async function ensureSignupTokens(db: Db): Promise<{ tokenKey: TokenKey; token: string }[]> {
  const existing = new Set((await db.select().from(signupTokens)).map((row) => row.tokenKey));
  const created = [];
  for (const tokenKey of TOKEN_KEYS) {
    if (!existing.has(tokenKey)) created.push({ tokenKey, token: await rotateSignupToken(db, tokenKey) });
  }
  return created;
}

/** True when `token` is the current token of `key`; records the use. */
export async function useSignupToken(db: Db, key: TokenKey, token: string): Promise<boolean> {
  const [row] = await db.select().from(signupTokens).where(eq(signupTokens.tokenKey, key));
  if (!row || !matchesHash(token, row.tokenHash)) return false;
  await db.update(signupTokens).set({ lastUsedAt: new Date() }).where(eq(signupTokens.tokenKey, key));
  return true;
}
