import http, { type ClientRequest, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';

/** The portal's answer: its status and its JSON body (undefined when the body is not JSON). */
export interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

/** The request got no answer; `reason` says why in a few words. */
export class Unreachable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

// A portal checking a large bundle is silent for a while; one silent for this long is not coming back.
const SILENCE_MS = 120_000;

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'its host name could not be looked up',
  ECONNRESET: 'the connection was cut',
  EPIPE: 'the connection was cut',
  ETIMEDOUT: 'the connection timed out',
};

/** POSTs to the portal, with `writeBody` writing the body; resolves once the whole answer is in. */
export function post(url: string, headers: OutgoingHttpHeaders, writeBody: (request: ClientRequest) => Promise<void>): Promise<Answer> {
  return send('POST', url, headers, writeBody);
}

/** GETs from the portal: its status for this remote, its route table, its shell's manifest. */
export function get(url: string, headers: OutgoingHttpHeaders = {}): Promise<Answer> {
  return send('GET', url, headers, async () => {});
}

function send(method: 'GET' | 'POST', url: string, headers: OutgoingHttpHeaders, writeBody: (request: ClientRequest) => Promise<void>): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    let silent = false;
    const fail = (error: Error & { code?: string }) =>
      reject(new Unreachable(silent ? `it did not answer for ${SILENCE_MS / 1000} s` : ((error.code && REASONS[error.code]) ?? error.code ?? error.message)));
    const request = client.request(url, { method, headers: { accept: 'application/json', ...headers } });
    request.setTimeout(SILENCE_MS, () => {
      silent = true;
      request.destroy();
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', body: parseJson(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    // A portal may answer (a refused token, a too large upload) before it has read the whole body
    // and then close the connection: the answer is what counts, not the cut upload.
    request.on('error', (error) => {
      if (!answered) fail(error);
    });
    writeBody(request).then(
      () => request.end(),
      (error: Error) => request.destroy(error),
    );
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Writes a chunk and waits until the connection takes more, or is gone. */
export function write(request: ClientRequest, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (request.destroyed || request.write(chunk)) {
      resolve();
      return;
    }
    const done = () => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}
