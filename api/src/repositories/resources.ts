import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { resources } from '../db/schema.js';
import { isUuid } from './errors.js';

export type ResourceRow = typeof resources.$inferSelect;

export interface ResourceFields {
  title: string;
  description: string;
  categoryMain: string;
  categorySub: string;
  author: string;
  resourceLink: string;
}

export function listResources(db: Db): Promise<ResourceRow[]> {
  return db.select().from(resources).orderBy(desc(resources.createdAt));
}

export async function findResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row;
}

export async function insertResource(
  db: Db,
  fields: ResourceFields & { createdBy: string | null; createdAt?: Date },
): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(fields).returning();
  return row!;
}

export async function updateResource(db: Db, id: string, fields: ResourceFields): Promise<ResourceRow | undefined> {
  const [row] = await db
    .update(resources)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  await db.delete(resources).where(eq(resources.id, id));
}

/**
 * Categories in use and the years resources were created in, newest year first. The year is taken
 * in UTC, as the client filters by it (getUTCFullYear), whatever the session's time zone.
 */
export async function resourceFilterValues(db: Db) {
  const categories = await db.selectDistinct({ value: resources.categoryMain }).from(resources);
  const year = sql<string>`extract(year from ${resources.createdAt} at time zone 'UTC')::int::text`;
  const years = await db.selectDistinct({ value: year }).from(resources).orderBy(desc(year));
  return { category: categories.map((row) => row.value), date: years.map((row) => row.value) };
}
