import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { readMultipartForm } from '../plugins/multipart.js';
import {
  deleteHighlight,
  findHighlight,
  insertHighlight,
  listHighlights,
  updateHighlight,
  type HighlightFields,
  type HighlightRow,
} from '../repositories/highlights.js';
import { deleteImage, findImage, insertImage } from '../repositories/images.js';
import { bytes, Data, errors, IdParams, MessageReply, NotModified, SESSION } from '../schemas/common.js';
import { HighlightCreateBody, HighlightSchema, HighlightUpdateBody } from '../schemas/highlights.js';
import { prepareImage } from '../services/images.js';
import { audit, changedFields, quoted, withFields } from '../services/audit.js';
import { toHighlight } from '../views/content.js';
import { sendImage } from './send-image.js';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Highlight not found' };
const tags = ['highlights'];
const IMAGE_SIDE = 1600;
const withImage = readMultipartForm({ files: ['image'], booleanFields: ['removeImage'] });

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

/** Lab news: public to read, admins write. */
const highlights: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { cache: ['highlights'], public: true }, schema: { tags, summary: 'Every highlight, newest first', response: { 200: Data(Type.Array(HighlightSchema)), 304: NotModified } } },
    async () => ({ data: (await listHighlights(app.db)).map(toHighlight) }),
  );

  app.get(
    '/:id',
    {
      config: { cache: ['highlights'], public: true },
      schema: { tags, summary: 'One highlight', params: IdParams, response: { 200: Data(HighlightSchema), 304: NotModified, ...errors(400, 404) } },
    },
    async (request, reply) => {
      const row = await findHighlight(app.db, request.params.id);
      return row ? { data: toHighlight(row) } : reply.code(404).send(notFound);
    },
  );

  app.get(
    '/:id/image',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A highlight's image (WebP)",
        params: IdParams,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: bytes('The image', ['image/webp']), 304: NotModified, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await findHighlight(app.db, request.params.id);
      const image = row?.imageId ? await findImage(app.db, row.imageId) : undefined;
      if (!image) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No image' });
      return sendImage(request, reply, image);
    },
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      config: { invalidates: ['highlights'] },
      preValidation: withImage,
      schema: {
        tags,
        summary: 'Post a highlight (admins; multipart with an optional image file)',
        security: SESSION,
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
      onRequest: app.requireAdmin,
      config: { invalidates: ['highlights'] },
      preValidation: withImage,
      schema: {
        tags,
        summary: 'Change a highlight (admins; multipart with an optional image file, or removeImage)',
        security: SESSION,
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
      onRequest: app.requireAdmin,
      config: { invalidates: ['highlights'] },
      schema: { tags, summary: 'Delete a highlight (admins)', security: SESSION, params: IdParams, response: { 200: MessageReply, ...errors(400, 401, 403, 404) } },
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

export default highlights;
