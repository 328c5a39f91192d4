import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { highlights, resources, snapshots, users } from '../db/schema.js';

async function count(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row!.n;
}

/**
 * Rows of content in the database; admins alone do not count as content. One query after the
 * other: at start-up `db` is the start-up lock's single connection, where pg queues overlapping
 * queries with a deprecation warning (and pg 9 will refuse them).
 */
export async function countContent(db: Db): Promise<number> {
  let total = await count(db, users, sql`not ('admin' = any(${users.permissions}))`);
  for (const table of [snapshots, resources, highlights]) total += await count(db, table);
  return total;
}
