import type { AttachmentInfo } from '../repositories/attachments.js';

export function attachmentUrl(resourceId: string, attachmentId: string): string {
  return `/api/resources/${resourceId}/attachments/${attachmentId}`;
}

export function toAttachment(row: AttachmentInfo) {
  return {
    _id: row.id,
    resourceId: row.resourceId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: attachmentUrl(row.resourceId, row.id),
  };
}
