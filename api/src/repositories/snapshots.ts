import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { snapshots } from '../db/schema.js';
import { isUuid } from './errors.js';

export type SnapshotRow = typeof snapshots.$inferSelect;

export interface SnapshotFields {
  title: string;
  project: string;
  date: Date;
  descriptions: string[];
  hyperlinks: string[];
  contributors: string[];
  categories: string[];
}

export function listSnapshots(db: Db): Promise<SnapshotRow[]> {
  return db.select().from(snapshots).orderBy(desc(snapshots.date), desc(snapshots.createdAt));
}

export async function findSnapshot(db: Db, id: string): Promise<SnapshotRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(snapshots).where(eq(snapshots.id, id));
  return row;
}

export async function insertSnapshot(
  db: Db,
  fields: SnapshotFields & { author: string; createdBy: string | null },
): Promise<SnapshotRow> {
  const [row] = await db.insert(snapshots).values(fields).returning();
  return row!;
}

export async function updateSnapshot(db: Db, id: string, fields: SnapshotFields): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .update(snapshots)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(snapshots.id, id))
    .returning();
  return row;
}

export async function deleteSnapshot(db: Db, id: string): Promise<void> {
  await db.delete(snapshots).where(eq(snapshots.id, id));
}

/** The distinct authors, projects and categories in use, for the timeline's filter lists. */
export async function snapshotFilterValues(db: Db) {
  const distinct = async (expression: ReturnType<typeof sql<string>>) => {
    const rows = await db
      .selectDistinct({ value: expression })
      .from(snapshots)
      .orderBy(asc(expression));
    return rows.map((row) => row.value);
  };
  return {
    author: await distinct(sql<string>`${snapshots.author}`),
    project: await distinct(sql<string>`${snapshots.project}`),
    categories: await distinct(sql<string>`unnest(${snapshots.categories})`),
  };
}
