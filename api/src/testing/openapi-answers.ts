import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What the check reads of a response, whether injected or fetched over HTTP. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  /** Whether the response carried a body at all. */
  hasBody: boolean;
  /** Which of the headers that describe a body (Content-Type, Content-Length) it carried. */
  bodyHeaders: string[];
  /** The body as sent, uncompressed; read only when the document gives its JSON a schema. */
  text(): string;
}

const BODY_HEADERS = ['content-type', 'content-length'];

/** An injected response, whose payload is as the server sent it: compressed when it was compressed. */
export function injectedAnswer(response: LightMyRequestResponse): Answer {
  const raw = response.rawPayload;
  return {
    status: response.statusCode,
    contentType: response.headers['content-type']?.toString(),
    hasBody: raw.length > 0,
    bodyHeaders: BODY_HEADERS.filter((name) => response.headers[name] !== undefined),
    text() {
      const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
      if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
      if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
      return raw.toString('utf8');
    },
  };
}

/**
 * A fetched response, read from a clone so the caller can still read the body. fetch has already
 * undone the Content-Encoding (though it keeps the header): the bytes are not decompressed again.
 */
export async function fetchedAnswer(response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    hasBody: bytes.length > 0,
    bodyHeaders: BODY_HEADERS.filter((name) => response.headers.has(name)),
    text: () => new TextDecoder().decode(bytes),
  };
}

/** What the request check reads of a request: its headers, and its body as sent. */
export interface Asked {
  header(name: string): string | undefined;
  /** The body's bytes (empty when none was sent), or 'unread' for a stream the check cannot read again. */
  body: Uint8Array | 'unread';
}

/** The request behind an injected response, as light-my-request sent it (an object payload already as JSON text). */
export function injectedRequest(response: LightMyRequestResponse): Asked {
  const request = response.raw.req as LightMyRequestResponse['raw']['req'] & { _lightMyRequest?: { payload?: unknown } };
  const payload = request._lightMyRequest?.payload;
  const body = payload === undefined || payload === null ? new Uint8Array() : typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : 'unread';
  return {
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    body,
  };
}

/** A request about to be fetched, read from a copy of it (a FormData body as the fetch will encode it). */
export async function fetchedRequest(url: string | URL, init: RequestInit | undefined): Promise<Asked> {
  const request = new Request(url, init);
  return { header: (name) => request.headers.get(name) ?? undefined, body: new Uint8Array(await request.arrayBuffer()) };
}
