import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { highlights, resources, snapshots, users } from '../db/schema.js';

async function count(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row!.n;
}

/** Rows of content in the database; admins alone do not count as content. */
export async function countContent(db: Db): Promise<number> {
  const counts = await Promise.all([
    count(db, users, sql`not ('admin' = any(${users.permissions}))`),
    count(db, snapshots),
    count(db, resources),
    count(db, highlights),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}
