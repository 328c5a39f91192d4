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

class FormError extends Error {
  readonly statusCode = 400;
}

/**
 * A preValidation hook for routes that take a form with files: fields become `request.body`
 * (so the route's TypeBox schema validates them like JSON), JSON-text fields are parsed, and
 * files land in `request.uploads`. JSON requests pass through untouched.
 */
export function readMultipartForm(options: { files: string[]; jsonFields?: string[] }) {
  return async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: options.files.length, fields: 20, fieldSize: 64 * 1024, parts: 24 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!options.files.includes(part.fieldname)) {
          throw new FormError(`Unexpected file in field "${part.fieldname}"`);
        }
        const content = await part.toBuffer();
        // Browsers send an empty part for a file input left empty.
        if (content.length > 0 || part.filename) request.uploads.set(part.fieldname, content);
      } else if (typeof part.value === 'string') {
        body[part.fieldname] = options.jsonFields?.includes(part.fieldname) ? parseJson(part.value) : part.value;
      }
    }
    request.body = body;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export default fp(async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  app.decorateRequest('uploads', {
    getter(this: FastifyRequest & { _uploads?: Map<string, Buffer> }) {
      this._uploads ??= new Map();
      return this._uploads;
    },
  });
});
