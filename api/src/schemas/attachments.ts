import { Type } from 'typebox';

export const AttachmentSchema = Type.Object({
  _id: Type.String(),
  resourceId: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
  url: Type.String(),
});

export const AttachmentParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  attachmentId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const AttachmentList = Type.Object({ data: Type.Array(AttachmentSchema) });

export const AttachmentsUploaded = Type.Object({ data: Type.Array(AttachmentSchema), message: Type.String() });
