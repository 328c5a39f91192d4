import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { highlights, images } from '../db/schema.js';
import { isUuid } from './errors.js';

export type HighlightRow = typeof highlights.$inferSelect;

export interface HighlightFields {
  title: string;
  project: string;
  date: Date;
  description: string;
  author: string;
  paragraphs: string[];
}

export function listHighlights(db: Db): Promise<HighlightRow[]> {
  return db.select().from(highlights).orderBy(desc(highlights.date), desc(highlights.createdAt));
}

/** Every highlight, newest first, with the size and type of its image (for feed enclosures). */
export function listHighlightsWithImages(db: Db) {
  return db
    .select({
      highlight: highlights,
      imageMime: images.mime,
      imageBytes: sql<number | null>`octet_length(${images.content})`.mapWith(Number),
    })
    .from(highlights)
    .leftJoin(images, eq(images.id, highlights.imageId))
    .orderBy(desc(highlights.date), desc(highlights.createdAt));
}

export async function findHighlight(db: Db, id: string): Promise<HighlightRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
  return row;
}

export async function insertHighlight(
  db: Db,
  fields: HighlightFields & { imageId: string | null; createdBy: string | null },
): Promise<HighlightRow> {
  const [row] = await db.insert(highlights).values(fields).returning();
  return row!;
}

export async function updateHighlight(
  db: Db,
  id: string,
  fields: Partial<HighlightFields> & { imageId?: string | null },
): Promise<HighlightRow | undefined> {
  const [row] = await db
    .update(highlights)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(highlights.id, id))
    .returning();
  return row;
}

export async function deleteHighlight(db: Db, id: string): Promise<void> {
  await db.delete(highlights).where(eq(highlights.id, id));
}
