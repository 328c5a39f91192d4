import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What the check reads of a response, whether injected or fetched over HTTP. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  /** Whether the response carried a body at all. */
  hasBody: boolean;
  /** The body as sent, uncompressed; read only when the document gives its JSON a schema. */
  text(): string;
}

/** An injected response, whose payload is as the server sent it: compressed when it was compressed. */
export function injectedAnswer(response: LightMyRequestResponse): Answer {
  const raw = response.rawPayload;
  return {
    status: response.statusCode,
    contentType: response.headers['content-type']?.toString(),
    hasBody: raw.length > 0,
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
    text: () => new TextDecoder().decode(bytes),
  };
}
