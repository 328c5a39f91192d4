import type { FastifyReply } from 'fastify';

// Built file names carry a 10-hex-digit content hash: such a file never changes. Its brotli and
// gzip twins, written beside it by the build, are the same file.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)(\.br|\.gz)?$/;

// A script or stylesheet, which a page loads and a browser never runs as a page of its own.
const SUBRESOURCE = /\.(?:m?js|css)(?:\.br|\.gz)?$/;

/**
 * Helmet's headers that only a document reads: its policy for the scripts it runs, popups,
 * framing, DNS prefetching, old IE and Flash. On a script or stylesheet they are 0.7 KB of the
 * 1.2 KB each answer's headers were, sent uncompressed over HTTP/1.1 with each of the eight or so
 * files a page loads before it is hydrated: about 30 ms of a phone's slow 4G (bench/README.md).
 * Kept: nosniff and the resource policy, which apply to these; HSTS and the referrer policy, which
 * a stylesheet's own requests follow. A picture keeps them all: an SVG opened by itself is a page.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The headers of a built file: a hashed one cached for a year, the rest (entries, manifests)
 * revalidated each time; a script or stylesheet without the headers only a document reads.
 */
export function builtFileHeaders(reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (!SUBRESOURCE.test(file)) return;
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
}
