import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { attachments, resources } from '../db/schema.js';
import { isUuid } from './errors.js';

export type AttachmentRow = typeof attachments.$inferSelect;
/** An attachment without its bytes, for lists. */
export type AttachmentInfo = Omit<AttachmentRow, 'content' | 'createdBy' | 'seq'>;

const info = {
  id: attachments.id,
  resourceId: attachments.resourceId,
  fileName: attachments.fileName,
  mimeType: attachments.mimeType,
  size: attachments.size,
  createdAt: attachments.createdAt,
};

/** A resource's files, oldest first. */
export function listAttachments(db: Db, resourceId: string): Promise<AttachmentInfo[]> {
  return db.select(info).from(attachments).where(eq(attachments.resourceId, resourceId)).orderBy(asc(attachments.seq));
}

/** One file with its bytes, if it belongs to that resource. */
export async function findAttachment(db: Db, resourceId: string, id: string): Promise<AttachmentRow | undefined> {
  if (!isUuid(id) || !isUuid(resourceId)) return undefined;
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.resourceId, resourceId)));
  return row;
}

export interface NewAttachment {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/**
 * Adds files to a resource unless that would take it past `limit` files. The resource's row is
 * locked meanwhile, so two uploads at once (on any API instance) cannot both squeeze in.
 * `onAdded` runs in the same transaction with the new rows (the audit trail's entries).
 * Answers the resource's files after the upload, 'full' (nothing saved), or 'gone'.
 */
export function addAttachments(
  db: Db,
  resourceId: string,
  files: NewAttachment[],
  options: { limit: number; createdBy: string; onAdded?: (tx: Db, added: { id: string; fileName: string }[]) => Promise<void> },
): Promise<AttachmentInfo[] | 'full' | 'gone'> {
  return db.transaction(async (tx) => {
    const [resource] = await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, resourceId)).for('update');
    if (!resource) return 'gone';
    const [held] = await tx.select({ n: count() }).from(attachments).where(eq(attachments.resourceId, resourceId));
    if ((held?.n ?? 0) + files.length > options.limit) return 'full';
    const added = await tx
      .insert(attachments)
      .values(files.map((file) => ({ ...file, size: file.content.length, resourceId, createdBy: options.createdBy })))
      .returning({ id: attachments.id, fileName: attachments.fileName });
    await options.onAdded?.(tx, added);
    return listAttachments(tx, resourceId);
  });
}

export async function deleteAttachment(db: Db, resourceId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.resourceId, resourceId)))
    .returning({ id: attachments.id });
  return deleted.length > 0;
}
