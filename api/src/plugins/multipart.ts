import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '../services/images.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name, read into memory (bounded by the limits). */
    uploads: Map<string, Buffer>;
  }
}

/**
 * Multipart requests (forms with files), read by the routes that take them: a whole form with
 * validation/multipart-form.ts, files alone with validation/file-parts.ts.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    app.decorateRequest('uploads', {
      getter(this: FastifyRequest & { _uploads?: Map<string, Buffer> }) {
        this._uploads ??= new Map();
        return this._uploads;
      },
    });
  },
  { name: 'multipart' },
);
