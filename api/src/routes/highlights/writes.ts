import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { readMultipartForm, type FormShape } from '../../validation/multipart-form.js';
import {
  deleteHighlight,
  findHighlight,
  insertHighlight,
  updateHighlight,
  type HighlightFields,
  type HighlightRow,
} from '../../repositories/highlights.js';
import { deleteImage, insertImage } from '../../repositories/images.js';
import { Data, errors, IdParams, MessageReply } from '../../schemas/common.js';
import { HighlightCreateBody, HighlightSchema, HighlightUpdateBody } from '../../schemas/highlights.js';
import { prepareImage } from '../../services/images.js';
import { audit, changedFields, quoted, withFields } from '../../services/audit.js';
import { toHighlight } from '../../views/content.js';
import { notFound, tags } from './common.js';

const IMAGE_SIDE = 1600;
const WITH_IMAGE: FormShape = { files: ['image'], booleanFields: ['removeImage'] };

type UpdateBody = Static<typeof HighlightUpdateBody>;

function fields(body: UpdateBody): Partial<HighlightFields> {
  const out: Partial<HighlightFields> = {};
  if (body.title !== undefined) out.title = body.title.trim();
  if (body.project !== undefined) out.project = body.project;
  if (body.date !== undefined) out.date = new Date(body.date);
  if (body.description !== undefined) out.description = body.description.trim();
  if (body.author !== undefined) out.author = body.author.trim();
  return out;
}

function paragraphs(body: UpdateBody, current: string[] = []): string[] | undefined {
  const given = [body.paragraph1, body.paragraph2, body.paragraph3, body.paragraph4];
  if (given.every((text) => text === undefined)) return undefined;
  return given.map((text, index) => (text ?? current[index] ?? '').trim());
}

/** What an admin edits of a highlight, by the names the client knows; `image` is whether and which, never its bytes. */
function editable(row: HighlightRow) {
  const { title, project, date, description, author, highlights: paragraphs } = toHighlight(row);
  return { title, project, date, description, author, ...paragraphs, image: row.imageId };
}

/** Lab news, written by admins. */
const highlightsAdmin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'admin', invalidates: ['highlights'], form: WITH_IMAGE },
      preValidation: readMultipartForm,
      schema: {
        tags,
        summary: 'Post a highlight (admins; multipart with an optional image file)',
        consumes: ['multipart/form-data', 'application/json'],
        body: HighlightCreateBody,
        response: { 200: Data(HighlightSchema), ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const upload = request.uploads.get('image');
      const image = upload ? await prepareImage(upload, IMAGE_SIDE) : undefined;
      const row = await app.db.transaction(async (tx) => {
        const created = await insertHighlight(tx, {
          ...(fields(request.body) as HighlightFields),
          paragraphs: paragraphs(request.body)!,
          imageId: image ? await insertImage(tx, image) : null,
          createdBy: request.user!.id,
        });
        await audit(tx, request.user, 'highlight.created', { targetId: created.id, summary: `Posted highlight ${quoted(created.title)}` });
        return created;
      });
      return { data: toHighlight(row) };
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin', invalidates: ['highlights'], form: WITH_IMAGE },
      preValidation: readMultipartForm,
      schema: {
        tags,
        summary: 'Change a highlight (admins; multipart with an optional image file, or removeImage)',
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        body: HighlightUpdateBody,
        response: { 200: Data(HighlightSchema), ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const existing = await findHighlight(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      const upload = request.uploads.get('image');
      const image = upload ? await prepareImage(upload, IMAGE_SIDE) : undefined;
      const replacing = image !== undefined || request.body.removeImage === true;
      const row = await app.db.transaction(async (tx) => {
        const imageId = image ? await insertImage(tx, image) : replacing ? null : undefined;
        const updated = await updateHighlight(tx, existing.id, {
          ...fields(request.body),
          ...(paragraphs(request.body, existing.paragraphs) ? { paragraphs: paragraphs(request.body, existing.paragraphs) } : {}),
          ...(imageId !== undefined ? { imageId } : {}),
        });
        if (replacing) await deleteImage(tx, existing.imageId);
        if (updated) {
          const changed = changedFields(editable(existing), editable(updated));
          const summary = withFields(`Updated highlight ${quoted(updated.title)}`, changed);
          await audit(tx, request.user, 'highlight.updated', { targetId: updated.id, summary, fields: changed });
        }
        return updated;
      });
      return row ? { data: toHighlight(row) } : reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', invalidates: ['highlights'] },
      schema: { tags, summary: 'Delete a highlight (admins)', params: IdParams, response: { 200: MessageReply, ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const existing = await findHighlight(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      await app.db.transaction(async (tx) => {
        await deleteHighlight(tx, existing.id);
        await deleteImage(tx, existing.imageId);
        await audit(tx, request.user, 'highlight.deleted', { targetId: existing.id, summary: `Deleted highlight ${quoted(existing.title)}` });
      });
      return { message: 'Highlight deleted' };
    },
  );
};

export default highlightsAdmin;
