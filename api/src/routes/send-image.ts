import type { FastifyReply, FastifyRequest } from 'fastify';
import type { findImage } from '../repositories/images.js';
import { imageAtWidth, type ImageWidth } from '../services/image-widths.js';
import { imageVersion } from '../services/images.js';

type Image = NonNullable<Awaited<ReturnType<typeof findImage>>>;

/** If-None-Match holds `*` or a list of tags, compared weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a stored image, at most `width` px wide when asked (services/image-widths.ts), with an
 * ETag. A URL carrying the image's current version never changes content, so it may be cached
 * for a year; a bare URL is revalidated daily.
 */
export async function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image, width?: ImageWidth) {
  const served = width ? await imageAtWidth(image, width) : image;
  const etag = `"${served.sha256.slice(0, 32)}"`;
  const versioned = (request.query as { v?: string }).v === imageVersion(image.id);
  reply
    .header('ETag', etag)
    .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(image.mime).send(served.content);
}
