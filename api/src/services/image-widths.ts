import sharp from 'sharp';
import { sha256 } from './secrets.js';

/**
 * The widths an image is also served at (`?w=`), for a page's `srcset`: a phone is sent a picture
 * for its screen, not the 1,600 px an upload is kept at (a highlight's card on a phone: a third
 * of the bytes). An image narrower than the width asked for is served as stored.
 */
export const IMAGE_WIDTHS = [480, 720, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface ImageBytes {
  content: Buffer;
  sha256: string;
}

// Below the stored copies' 85: a copy for a screen is seen at its size, not zoomed into.
const QUALITY = 80;
// Resized copies kept, oldest dropped first: a few hundred highlight cards' worth.
const MAX_KEPT_BYTES = 16 * 1024 * 1024;

const kept = new Map<string, ImageBytes>();
const resizing = new Map<string, Promise<ImageBytes>>();
let keptBytes = 0;

function keep(key: string, image: ImageBytes): void {
  kept.set(key, image);
  keptBytes += image.content.length;
  for (const [oldKey, old] of kept) {
    if (keptBytes <= MAX_KEPT_BYTES) break;
    kept.delete(oldKey);
    keptBytes -= old.content.length;
  }
}

async function resize(image: ImageBytes, width: ImageWidth): Promise<ImageBytes> {
  const { width: storedWidth } = await sharp(image.content).metadata();
  if (!storedWidth || storedWidth <= width) return image;
  const content = await sharp(image.content).resize({ width }).webp({ quality: QUALITY }).toBuffer();
  // Re-encoding a picture that compresses well can come out larger: the stored one is then better.
  return content.length < image.content.length ? { content, sha256: sha256(content) } : image;
}

/** `image` at most `width` px wide: resized once, then kept (in this process) by its content and width. */
export async function imageAtWidth(image: ImageBytes, width: ImageWidth): Promise<ImageBytes> {
  const key = `${image.sha256}:${width}`;
  const found = kept.get(key);
  if (found) {
    // Used again: last to be dropped.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  let pending = resizing.get(key);
  if (!pending) {
    pending = resize(image, width).finally(() => resizing.delete(key));
    resizing.set(key, pending);
    const resized = await pending;
    if (!kept.has(key)) keep(key, resized);
    return resized;
  }
  return pending;
}
