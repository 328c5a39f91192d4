import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Coding } from './accept-encoding.js';

/** Below this, a compressed copy saves a few hundred bytes at most: not worth its memory and time. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A body's brotli and gzip copies, or none when it is too small to gain. Made on this thread, once
 * per stored entry: brotli at quality 5 (the default, 11, takes tens of times longer)
 * keeps an 18 KB list under a millisecond for both, so nothing else (PGlite's queries run on
 * this thread too) waits long behind it.
 */
export function compressedCopies(body: Buffer): Partial<Record<Coding, Buffer>> {
  if (body.length < COMPRESS_FROM_BYTES) return {};
  return { br: compressed(body, 'br'), gzip: compressed(body, 'gzip') };
}

/** `body` in one coding, at the speed compressedCopies explains. */
export function compressed(body: Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
