import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { sha256 } from './secrets.js';

export const MAX_IMAGE_BYTES = 2_097_152;
export const IMAGE_TOO_LARGE = 'Uploaded file is too large (max 2MB).';
export const NOT_AN_IMAGE = 'Only image files are allowed (JPEG, PNG, WebP or GIF).';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
// Refuses decompression bombs: a tiny file that claims a huge canvas.
const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 413 | 415,
  ) {
    super(message);
  }
}

export interface StoredImage {
  mime: string;
  content: Buffer;
  sha256: string;
}

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it as WebP,
 * which drops metadata such as GPS positions and anything smuggled after the image data.
 */
export async function prepareImage(upload: Buffer, maxSide: number): Promise<StoredImage> {
  if (upload.length > MAX_IMAGE_BYTES) throw new ImageRejectedError(IMAGE_TOO_LARGE, 413);
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejectedError(NOT_AN_IMAGE, 415);
  let content: Buffer;
  try {
    content = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(NOT_AN_IMAGE, 415);
  }
  return { mime: 'image/webp', content, sha256: sha256(content) };
}

/** The version that image URLs carry (`?v=`): a new upload is a new row, so a new version. */
export function imageVersion(imageId: string): string {
  return imageId.slice(0, 8);
}
