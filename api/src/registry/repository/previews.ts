import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remotePreviews } from '../../db/schema.js';
import { newSecret, sha256 } from '../../services/secrets.js';

export type PreviewRow = typeof remotePreviews.$inferSelect;

/** Preview links say what they are, as deploy tokens do. */
export const PREVIEW_TOKEN_PREFIX = 'lpp_';
/** How long a preview link works. */
export const PREVIEW_FOR_MS = 24 * 60 * 60_000;

/** A new preview of one version: its SHA-256 is kept, the token itself only answered now. */
export async function createPreview(db: Db, preview: { remote: string; version: number; createdBy: string; forMs?: number }): Promise<{ row: PreviewRow; token: string }> {
  const token = `${PREVIEW_TOKEN_PREFIX}${newSecret()}`;
  const expiresAt = new Date(Date.now() + (preview.forMs ?? PREVIEW_FOR_MS));
  const [row] = await db
    .insert(remotePreviews)
    .values({ tokenHash: sha256(token), remote: preview.remote, version: preview.version, createdBy: preview.createdBy, expiresAt })
    .returning();
  return { row: row!, token };
}

/** The preview a token opens, while it has not expired; undefined otherwise. */
export async function findLivePreview(db: Db, token: string, now = new Date()): Promise<PreviewRow | undefined> {
  if (!token.startsWith(PREVIEW_TOKEN_PREFIX) || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(remotePreviews)
    .where(and(eq(remotePreviews.tokenHash, sha256(token)), gt(remotePreviews.expiresAt, now)));
  return row;
}

/** Every preview not expired yet (the versions they show stay served). */
export function livePreviews(db: Db, now = new Date()): Promise<PreviewRow[]> {
  return db.select().from(remotePreviews).where(gt(remotePreviews.expiresAt, now));
}

/** Forgets expired previews. */
export async function deleteExpiredPreviews(db: Db, now = new Date()): Promise<void> {
  await db.delete(remotePreviews).where(lte(remotePreviews.expiresAt, now));
}
