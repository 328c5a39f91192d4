import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { remoteActivations, remoteBundles, remoteVersions } from '../../db/schema.js';

export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type NewRemoteVersion = Omit<typeof remoteVersions.$inferInsert, 'version' | 'createdAt'>;

/** The version every remote has without a deploy: the site's own build folder. */
export const BUILT_VERSION = 1;

/** Stores an archive once (by its SHA-256): the same build deployed twice is one row. */
export async function storeBundle(db: Db, sha256: string, archive: Buffer): Promise<void> {
  await db.insert(remoteBundles).values({ sha256, archive }).onConflictDoNothing();
}

export async function readBundleArchive(db: Db, sha256: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ archive: remoteBundles.archive }).from(remoteBundles).where(eq(remoteBundles.sha256, sha256));
  return row?.archive;
}

/**
 * Adds the remote's next version (2, 3, …). Call it in a transaction: the remote's lock there
 * makes two deploys at once take turns, so each gets its own number.
 */
export async function addVersion(tx: Db, version: NewRemoteVersion): Promise<RemoteVersionRow> {
  await lockRemote(tx, version.remote);
  const [last] = await tx.select({ version: max(remoteVersions.version) }).from(remoteVersions).where(eq(remoteVersions.remote, version.remote));
  const [row] = await tx
    .insert(remoteVersions)
    .values({ ...version, version: (last?.version ?? BUILT_VERSION) + 1 })
    .returning();
  return row!;
}

/** Holds the remote's registry rows for the rest of the transaction (its versions and activations). */
export async function lockRemote(tx: Db, remote: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote registry ${remote}`}))`);
}

export function listVersions(db: Db): Promise<RemoteVersionRow[]> {
  return db.select().from(remoteVersions).orderBy(remoteVersions.remote, desc(remoteVersions.version));
}

export async function findVersion(db: Db, remote: string, version: number): Promise<RemoteVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  return row;
}

export type ActivationRow = typeof remoteActivations.$inferSelect;

/** Each remote's newest activation: its active version, and the one before it. */
export async function currentActivations(db: Db): Promise<Map<string, ActivationRow>> {
  const rows = await db
    .selectDistinctOn([remoteActivations.remote])
    .from(remoteActivations)
    .orderBy(remoteActivations.remote, desc(remoteActivations.seq));
  return new Map(rows.map((row) => [row.remote, row]));
}

/**
 * Makes `version` the remote's active one, remembering the one it replaces; `how`: who made it so
 * (null: the site itself) and whether the site did it by itself (an automatic rollback).
 */
export async function recordActivation(db: Db, remote: string, version: number, previous: number | null, how: { by?: string | null; automatic?: boolean } = {}): Promise<void> {
  await db.insert(remoteActivations).values({ remote, version, previous, ...how });
}

/**
 * What a rollback from the current activation leads back to, with that version's own `previous`
 * (so a second rollback goes one further back): the version active before the current one.
 */
export async function rollbackTarget(db: Db, current: ActivationRow): Promise<{ version: number; previous: number | null } | undefined> {
  if (current.previous === null) return undefined;
  const [earlier] = await db
    .select({ previous: remoteActivations.previous })
    .from(remoteActivations)
    .where(and(eq(remoteActivations.remote, current.remote), eq(remoteActivations.version, current.previous), sql`${remoteActivations.seq} < ${current.seq}`))
    .orderBy(desc(remoteActivations.seq))
    .limit(1);
  return { version: current.previous, previous: earlier?.previous ?? null };
}
