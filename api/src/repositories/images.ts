import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { images } from '../db/schema.js';
import type { StoredImage } from '../services/images.js';

export async function insertImage(db: Db, image: StoredImage): Promise<string> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  return row!.id;
}

export async function findImage(db: Db, id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

export async function deleteImage(db: Db, id: string | null | undefined): Promise<void> {
  if (id) await db.delete(images).where(eq(images.id, id));
}
