import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, type Position } from '../db/schema.js';
import { isUuid } from './errors.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  positions: Position[];
  passwordHash: string | null;
  permissions?: string[];
  blurb?: string;
  isAlumni?: boolean;
  isBootstrapAdmin?: boolean;
}

export interface ProfileChanges {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  blurb: string;
  isAlumni: boolean;
  avatarId?: string | null;
}

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account start-up made from ADMIN_USERNAME, whatever it is called now. */
export async function findBootstrapAdmin(db: Db): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.isBootstrapAdmin, true));
  return row;
}

export async function markBootstrapAdmin(db: Db, id: string): Promise<void> {
  await db.update(users).set({ isBootstrapAdmin: true, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byUsername(username));
  return row;
}

/** Members, optionally only those with a position in `project` (any case) and of one status. */
export async function listUsers(
  db: Db,
  filter: { project?: string; isAlumni?: boolean } = {},
): Promise<UserRow[]> {
  const conditions = [];
  if (filter.project !== undefined) {
    conditions.push(sql`exists (
      select 1 from jsonb_array_elements(${users.positions}) as p
      where lower(p->>'project') = ${filter.project.trim().toLowerCase()})`);
  }
  if (filter.isAlumni !== undefined) conditions.push(eq(users.isAlumni, filter.isAlumni));
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.username));
}

/** Inserts a user; a taken username surfaces as a unique violation for the caller to explain. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** Changes the given fields of a user (the profile form, or an admin's team edit). */
export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<ProfileChanges & { positions: Position[] }>,
): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function setPermissions(db: Db, id: string, permissions: string[]): Promise<void> {
  await db.update(users).set({ permissions, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Locks the user's row for the rest of the transaction (see lockActiveAdminIds) and answers it. */
export async function findUserForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The ids of the active admins, their rows locked until the transaction ends (in id order, so
 * that two such transactions cannot deadlock): a second change to admins waits for the first and
 * then counts what it left, so two admins revoking each other at once cannot leave none.
 */
export async function lockActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.permissions})`, eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** An admin's change to an account: its permissions and whether it may log in. */
export async function setAccountState(db: Db, id: string, state: { permissions: string[]; isActive: boolean }): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function setLastLogin(db: Db, id: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}
