import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findHighlight, listHighlights } from '../../repositories/highlights.js';
import { findImage } from '../../repositories/images.js';
import { bytes, Data, errors, IdParams, NotModified } from '../../schemas/common.js';
import { HighlightSchema } from '../../schemas/highlights.js';
import { toHighlight } from '../../views/content.js';
import { ImageQuery } from '../../schemas/images.js';
import { sendImage } from '../send-image.js';
import { notFound, tags } from './common.js';

/** Lab news as everyone reads it, cached and shared by every visitor. */
const highlightsReads: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { access: 'public', cache: ['highlights'], public: true }, schema: { tags, summary: 'Every highlight, newest first', response: { 200: Data(Type.Array(HighlightSchema)), 304: NotModified } } },
    async () => ({ data: (await listHighlights(app.db)).map(toHighlight) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public', cache: ['highlights'], public: true },
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
      config: { access: 'public', public: true },
      schema: {
        tags,
        summary: "A highlight's image (WebP)",
        params: IdParams,
        querystring: ImageQuery,
        response: { 200: bytes('The image', ['image/webp']), 304: NotModified, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await findHighlight(app.db, request.params.id);
      const image = row?.imageId ? await findImage(app.db, row.imageId) : undefined;
      if (!image) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No image' });
      return sendImage(request, reply, image, request.query.w);
    },
  );
};

export default highlightsReads;
