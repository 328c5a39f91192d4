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

export const UNREADABLE_FORM = 'The form could not be read: it is not a complete multipart form.';

class FormError extends Error {
  readonly statusCode = 400;
}

/** A form field as the route's schema expects it: every field of a form is text. */
function fieldValue(name: string, text: string, options: FormOptions): unknown {
  if (options.jsonFields?.includes(name)) return parseJson(text);
  // Bodies are validated without coercion: the form's yes/no fields say it in text.
  if (options.booleanFields?.includes(name) && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

interface FormOptions {
  files: string[];
  /** The largest file taken, in bytes (an image's by default). */
  maxFileBytes?: number;
  /** Fields that carry JSON text (an object or a list). */
  jsonFields?: string[];
  /** Yes/no fields, sent as "true" or "false". */
  booleanFields?: string[];
}

/**
 * A preValidation hook for routes that take a form with files: fields become `request.body`
 * (so the route's TypeBox schema validates them like JSON), JSON-text and yes/no fields are
 * converted, and files land in `request.uploads`. JSON requests pass through untouched.
 */
export function readMultipartForm(options: FormOptions) {
  return async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) return;
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
  };
}

export interface FilePart {
  fileName: string;
  content: Buffer;
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413,
  ) {
    super(message);
  }
}

/** Browsers write `"`, CR and LF in a file name as %22, %0D and %0A (HTML's multipart encoding). */
function browserFileName(name: string): string {
  return name.replace(/%(22|0D|0A)/gi, (escaped) => decodeURIComponent(escaped));
}

/**
 * Reads a multipart request that carries only files, all in the field `field`, into memory:
 * at most `maxFiles` of at most `maxBytes` each, refused with the caller's messages. A form that
 * cannot be parsed is the client's mistake (400), never a server error.
 */
export async function readFileParts(
  request: FastifyRequest,
  options: { field: string; maxFiles: number; maxBytes: number; tooMany: string; tooLarge: string },
): Promise<FilePart[]> {
  const files: FilePart[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 0, parts: options.maxFiles + 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== options.field) {
        throw new UploadError(`Unexpected field "${part.fieldname}": send the files in fields named "${options.field}".`, 400);
      }
      const content = await part.toBuffer();
      // Browsers send an empty, nameless part for a file input left empty.
      if (content.length > 0 || part.filename) files.push({ fileName: browserFileName(part.filename), content });
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError(options.tooLarge, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new UploadError(options.tooMany, 400);
    if (code === 'FST_FIELDS_LIMIT') {
      throw new UploadError(`Send only files, in fields named "${options.field}".`, 400);
    }
    throw new UploadError('The upload could not be read: it is not a complete multipart form.', 400);
  }
  return files;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

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
