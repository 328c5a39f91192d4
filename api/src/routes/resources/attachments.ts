import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readFileParts } from '../../validation/file-parts.js';
import { addAttachments, deleteAttachment, findAttachment, listAttachments } from '../../repositories/attachments.js';
import { findResource } from '../../repositories/resources.js';
import { AttachmentList, AttachmentParams, AttachmentsUploaded } from '../../schemas/attachments.js';
import { bytes, errors, IdParams, MessageReply } from '../../schemas/common.js';
import {
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPES,
  checkAttachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  servedType,
  TOO_MANY_ATTACHMENTS,
} from '../../services/attachments.js';
import { audit, quoted } from '../../services/audit.js';
import { attachmentDisposition } from '../../services/file-names.js';
import { toAttachment } from '../../views/attachments.js';
import { mayChange } from '../ownership.js';

const tags = ['resources'];
const FILES_FIELD = 'files';
const resourceNotFound = { statusCode: 404, error: 'Not Found', message: 'Resource not found' };
const attachmentNotFound = { statusCode: 404, error: 'Not Found', message: 'File not found' };

function full(held: number) {
  const message = `${TOO_MANY_ATTACHMENTS} This one has ${held}: remove one before adding more.`;
  return { statusCode: 400, error: 'Bad Request', message };
}

/** Files attached to a resource: members read them; the resource's creator or an admin changes them. */
const attachments: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/:id/attachments',
    {
      config: { access: 'member' },
      schema: { tags, summary: "A resource's files, oldest first", params: IdParams, response: { 200: AttachmentList, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const resource = await findResource(app.db, request.params.id);
      if (!resource) return reply.code(404).send(resourceNotFound);
      return { data: (await listAttachments(app.db, resource.id)).map(toAttachment) };
    },
  );

  app.post(
    '/:id/attachments',
    {
      // Attachments are not cached; a resource's own answer does not list them.
      config: { access: 'member', invalidates: [], form: { files: [FILES_FIELD], repeatedFiles: true } },
      schema: {
        tags,
        summary: `Attach files to a resource (its creator or an admin): multipart, file parts named "files"; at most ${MAX_ATTACHMENTS} per resource, 10 MB each`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: AttachmentsUploaded, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const resource = await findResource(app.db, request.params.id);
      if (!resource) return reply.code(404).send(resourceNotFound);
      if (!mayChange(request.user!, resource.createdBy, reply, 'You do not have permission to add files to this resource')) {
        return reply;
      }
      if (!request.isMultipart()) {
        return reply.code(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Send the files as multipart/form-data, in fields named "files".',
        });
      }
      // Refused before a byte is read when the resource is already full; checked again on saving.
      const held = (await listAttachments(app.db, resource.id)).length;
      if (held >= MAX_ATTACHMENTS) return reply.code(400).send(full(held));
      const parts = await readFileParts(request, {
        field: FILES_FIELD,
        maxFiles: MAX_ATTACHMENTS - held,
        maxBytes: MAX_ATTACHMENT_BYTES,
        tooMany: held > 0 ? full(held).message : TOO_MANY_ATTACHMENTS,
        tooLarge: ATTACHMENT_TOO_LARGE,
      });
      if (parts.length === 0) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Choose a file to upload.' });
      const files = await Promise.all(parts.map((part) => checkAttachment(part.fileName, part.content)));
      const saved = await addAttachments(app.db, resource.id, files, {
        limit: MAX_ATTACHMENTS,
        createdBy: request.user!.id,
        // One entry per new file, with its name, never its content.
        onAdded: async (tx, added) => {
          for (const file of added) {
            const summary = `Attached "${file.fileName}" to resource ${quoted(resource.title)}`;
            await audit(tx, request.user, 'attachment.uploaded', { targetId: file.id, summary });
          }
        },
      });
      if (saved === 'gone') return reply.code(404).send(resourceNotFound);
      if (saved === 'full') return reply.code(400).send(full((await listAttachments(app.db, resource.id)).length));
      return reply.code(201).send({ data: saved.map(toAttachment), message: 'Files uploaded' });
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Download one file of a resource',
        params: AttachmentParams,
        response: { 200: bytes('The file, as it was uploaded', ATTACHMENT_TYPES), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await findAttachment(app.db, request.params.id, request.params.attachmentId);
      if (!file) return reply.code(404).send(attachmentNotFound);
      return reply
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        // Should a browser render it anyway, it runs nothing and reaches nothing.
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400')
        .type(servedType(file.mimeType))
        .send(file.content);
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      config: { access: 'member', invalidates: [] },
      schema: {
        tags,
        summary: "Remove a resource's file (the resource's creator or an admin)",
        params: AttachmentParams,
        response: { 200: MessageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const resource = await findResource(app.db, request.params.id);
      if (!resource) return reply.code(404).send(resourceNotFound);
      if (!mayChange(request.user!, resource.createdBy, reply, 'You do not have permission to remove files of this resource')) {
        return reply;
      }
      const file = await findAttachment(app.db, resource.id, request.params.attachmentId);
      if (!file) return reply.code(404).send(attachmentNotFound);
      const deleted = await app.db.transaction(async (tx) => {
        if (!(await deleteAttachment(tx, resource.id, file.id))) return false;
        const summary = `Removed "${file.fileName}" from resource ${quoted(resource.title)}`;
        await audit(tx, request.user, 'attachment.deleted', { targetId: file.id, summary });
        return true;
      });
      if (!deleted) return reply.code(404).send(attachmentNotFound);
      return { message: 'Attachment deleted' };
    },
  );
};

export default attachments;
