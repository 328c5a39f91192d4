import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, safeFileName } from './file-names.js';

/** A resource holds at most this many files (the Edit Resource dropzone's limit). */
export const MAX_ATTACHMENTS = 2;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'Each file must be 10 MB or smaller.';
export const TOO_MANY_ATTACHMENTS = `A resource can have at most ${MAX_ATTACHMENTS} files.`;
export const ALLOWED_ATTACHMENTS =
  'PDF, PNG, JPEG, GIF, WebP, ZIP, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), plain text (.txt), CSV or Markdown (.md)';

/** Types recognised from the bytes, with the extensions their files carry. */
const BY_CONTENT: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/** Text has no signature: these are accepted by extension when the bytes are UTF-8 text. */
const TEXT_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
};

/** Every type a kept file can have, as it is served. */
export const ATTACHMENT_TYPES = [...Object.keys(BY_CONTENT), ...new Set(Object.values(TEXT_BY_EXTENSION))];

/** Every extension a kept file can carry (the client's file chooser offers these). */
export const ATTACHMENT_EXTENSIONS = [...Object.values(BY_CONTENT).flat(), ...Object.keys(TEXT_BY_EXTENSION)];

export class AttachmentRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413,
  ) {
    super(message);
  }
}

export interface CheckedAttachment {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

async function detect(content: Buffer) {
  try {
    return await fileTypeFromBuffer(content);
  } catch {
    return undefined;
  }
}

/**
 * Decides what an uploaded file is from its content, never from the name or type the browser
 * sent, and refuses what the lab does not store (executables, HTML, SVG and the like).
 */
export async function checkAttachment(rawName: string, content: Buffer): Promise<CheckedAttachment> {
  const shown = safeFileName(rawName);
  if (content.length > MAX_ATTACHMENT_BYTES) throw new AttachmentRejectedError(ATTACHMENT_TOO_LARGE, 413);
  if (content.length === 0) throw new AttachmentRejectedError(`"${shown}" is empty.`, 400);
  const textType = TEXT_BY_EXTENSION[extensionOf(shown)];
  if (textType && isUtf8Text(content)) return { fileName: shown, mimeType: textType, content };
  const type = await detect(content);
  const extensions = type ? BY_CONTENT[type.mime] : undefined;
  if (!type || !extensions) {
    throw new AttachmentRejectedError(`"${shown}" is not a file type the lab accepts. Allowed: ${ALLOWED_ATTACHMENTS}.`, 400);
  }
  return { fileName: safeFileName(rawName, extensions), mimeType: type.mime, content };
}

/** The Content-Type to serve a stored file with; text is always UTF-8 (checked at upload). */
export function servedType(mimeType: string): string {
  return mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;
}
