import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from './accept-encoding.js';
import { asciiJson } from './ascii-json.js';
import { compressedCopies } from './compressed-copies.js';
import { etagOf, type CachedResponse } from './response-cache.js';

const CACHE_CONTROL = 'no-cache';
const JSON_TYPE = /^application\/json\b/;

/**
 * Never by who is asking: only whether someone is logged in, as members' e-mail addresses show
 * to members only. Routes for members only reach here after their requireMember check.
 */
export function keyOf(request: FastifyRequest): string {
  return `${request.user ? 'member' : 'visitor'} ${request.routeOptions.url} ${JSON.stringify(request.params)}`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const wanted = request.headers['if-none-match'];
  return wanted !== undefined && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the status and headers of an answer from `cached` and returns its body: none (304) when
 * the browser's copy is current, else the form the request accepts best. Vary is added to, not
 * set: CORS has already put Origin in it when other origins are allowed.
 *
 * A 304 keeps what names and governs the copy (ETag, Cache-Control, Vary) and drops the headers
 * of a body it has not: its type, and a Content-Length, which Fastify leaves out only when the
 * payload is null.
 */
export function answerFrom(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): Buffer | null {
  const coding = preferredCoding(request.headers['accept-encoding']);
  const chosen = (coding && cached.encoded[coding]) || cached;
  reply.headers(chosen.headers);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
  if (!matches(request, cached.etag)) return chosen.body;
  // Nothing to decode: a cache refreshing its copy in another coding from this 304 must not take this one's name.
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-type');
  reply.code(304);
  return null;
}

/**
 * What a miss stores and sends: JSON in ASCII only (see asciiJson), as bytes, and its compressed
 * copies, with the headers every later hit sends made once here, so the bytes and the ETag of a
 * miss and a hit are the same. A strong ETag names exact bytes, so a compressed copy gets the
 * body's made weak, as nginx does: If-None-Match with either form still finds the content current.
 */
export function entryOf(payload: string, contentType: string, securityHeaders: Record<string, string | number | string[]> = {}): CachedResponse {
  const body = Buffer.from(JSON_TYPE.test(contentType) ? asciiJson(payload) : payload);
  const etag = etagOf(body);
  const headers = { ...securityHeaders, 'content-type': contentType, etag, 'cache-control': CACHE_CONTROL };
  const encoded = Object.fromEntries(
    Object.entries(compressedCopies(body)).map(([coding, copy]) => [
      coding,
      { body: copy, headers: { ...headers, etag: `W/${etag}`, 'content-encoding': coding } },
    ]),
  );
  return { body, etag, headers, encoded };
}
