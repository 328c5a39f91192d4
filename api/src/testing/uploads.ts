import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** One byte over the 2 MB limit of a picture (2,097,152 bytes), starting as a PNG does. */
export function oversized(): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([header, randomBytes(2_097_153 - header.length)]);
}

/** Stored files: a refused, replaced or deleted upload must not linger in the database. */
export async function storedRows(database: Database, table: 'images' | 'attachments'): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
