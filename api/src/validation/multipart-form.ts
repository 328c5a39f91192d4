import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../services/images.js';

export const UNREADABLE_FORM = 'The form could not be read: it is not a complete multipart form.';

class FormError extends Error {
  readonly statusCode = 400;
}

/** A form field as the route's schema expects it: every field of a form is text. */
function fieldValue(name: string, text: string, options: FormShape): unknown {
  if (options.jsonFields?.includes(name)) return parseJson(text);
  // Bodies are validated without coercion: the form's yes/no fields say it in text.
  if (options.booleanFields?.includes(name) && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The multipart form a route takes, declared once in its `config.form`: the reader below and the
 * OpenAPI document (plugins/docs.ts) both read it.
 */
export interface FormShape {
  /** Its file fields. */
  files: string[];
  /** Whether a file field may come several times, one part per file (read by validation/file-parts.ts). */
  repeatedFiles?: boolean;
  /** The largest file taken, in bytes (an image's by default). */
  maxFileBytes?: number;
  /** Fields that carry JSON text (an object or a list). */
  jsonFields?: string[];
  /** Yes/no fields, sent as "true" or "false". */
  booleanFields?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the route takes besides JSON, if any. */
    form?: FormShape;
  }
}

/**
 * A preValidation hook for routes that take a form with files, as their `config.form` says:
 * fields become `request.body` (so the route's TypeBox schema validates them like JSON), JSON-text
 * and yes/no fields are converted, and files land in `request.uploads`. JSON requests pass through untouched.
 */
export async function readMultipartForm(request: FastifyRequest) {
  const options = request.routeOptions.config.form;
  if (!request.isMultipart() || !options) return;
  const body: Record<string, unknown> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxFileBytes ?? MAX_IMAGE_BYTES, files: options.files.length, fields: 20, fieldSize: 64 * 1024, parts: 24 },
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
        body[part.fieldname] = fieldValue(part.fieldname, part.value, options);
      }
    }
  } catch (error) {
    // Our refusals and the plugin's limits carry their status; the parser's own errors (no
    // boundary, a form cut short) do not, and are the client's mistake, never a server error.
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    throw new FormError(UNREADABLE_FORM);
  }
  request.body = body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
