import type { FastifyReply } from 'fastify';

// Built file names carry a 10-hex-digit content hash: such a file never changes. Its brotli and
// gzip twins, written beside it by the build, are the same file.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)(\.br|\.gz)?$/;

/** Cache headers of a built file: a hashed one for a year, the rest (entries, manifests) revalidated each time. */
export function staticCacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
