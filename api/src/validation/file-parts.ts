import type { FastifyRequest } from 'fastify';

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
