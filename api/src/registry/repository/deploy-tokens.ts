import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteDeployTokens } from '../../db/schema.js';
import { newSecret, sha256 } from '../../services/secrets.js';

export type DeployTokenRow = typeof remoteDeployTokens.$inferSelect;

/** Deploy tokens say what they are, so one pasted in the wrong place is recognised. */
export const DEPLOY_TOKEN_PREFIX = 'lpd_';

/** A new token for one remote: its SHA-256 is kept, the token itself only answered now. */
export async function createDeployToken(
  db: Db,
  remote: string,
  createdBy: string,
  rights: { label?: string; mayActivate?: boolean } = {},
): Promise<{ row: DeployTokenRow; token: string }> {
  const token = `${DEPLOY_TOKEN_PREFIX}${newSecret()}`;
  const [row] = await db.insert(remoteDeployTokens).values({ remote, tokenHash: sha256(token), createdBy, ...rights }).returning();
  return { row: row!, token };
}

/** Every remote's deploy tokens, newest first. */
export function listEveryDeployToken(db: Db): Promise<DeployTokenRow[]> {
  return db.select().from(remoteDeployTokens).orderBy(desc(remoteDeployTokens.createdAt));
}

export function listDeployTokens(db: Db, remote: string): Promise<DeployTokenRow[]> {
  return db.select().from(remoteDeployTokens).where(eq(remoteDeployTokens.remote, remote)).orderBy(desc(remoteDeployTokens.createdAt));
}

/** Revokes a token of this remote (kept, revoked, for the list); undefined when it has none by that id. `now`: it was live until this call. */
export async function revokeDeployToken(db: Db, remote: string, id: string): Promise<{ row: DeployTokenRow; now: boolean } | undefined> {
  const [revoked] = await db
    .update(remoteDeployTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(remoteDeployTokens.id, id), eq(remoteDeployTokens.remote, remote), isNull(remoteDeployTokens.revokedAt)))
    .returning();
  if (revoked) return { row: revoked, now: true };
  const [existing] = await db
    .select()
    .from(remoteDeployTokens)
    .where(and(eq(remoteDeployTokens.id, id), eq(remoteDeployTokens.remote, remote)));
  return existing ? { row: existing, now: false } : undefined;
}

/** The live token presented, its use noted; undefined when unknown or revoked. */
export async function useDeployToken(db: Db, token: string): Promise<DeployTokenRow | undefined> {
  const [row] = await db
    .update(remoteDeployTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(remoteDeployTokens.tokenHash, sha256(token)), isNull(remoteDeployTokens.revokedAt)))
    .returning();
  return row;
}
