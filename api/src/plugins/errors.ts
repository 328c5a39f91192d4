import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { IMAGE_TOO_LARGE, ImageRejectedError } from '../services/images.js';
import { TooManyAttemptsError } from '../services/throttle.js';

export const DATABASE_UNAVAILABLE = 'The database cannot be reached just now. Please try again in a few seconds.';
export const UNSTORABLE_TEXT = 'The request has characters that cannot be stored (such as NUL).';

/**
 * PostgreSQL refuses text it cannot store (NUL: 22021, or a character the encoding lacks:
 * 22P05) when a query runs. Such text only ever comes from the request, so it is the client's
 * error, however the driver wraps it.
 */
function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

function reply(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One place that turns errors into replies (unknown paths: see web.ts): 4xx keep their message, 5xx are logged with their
 * details and answered with a generic sentence, so internals never reach a client.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, res) => {
      if (error instanceof ImageRejectedError) {
        return res.code(error.statusCode).send(reply(error.statusCode, error.message));
      }
      if (error instanceof TooManyAttemptsError) res.header('Retry-After', String(error.retryAfterSeconds));
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return res.code(413).send(reply(413, IMAGE_TOO_LARGE));
      if (error.code === 'FST_FILES_LIMIT') return res.code(413).send(reply(413, 'Send one file at most.'));
      if (isUnstorableText(error)) return res.code(400).send(reply(400, UNSTORABLE_TEXT));
      if (isDatabaseUnavailable(error)) {
        // Logged without the stack: a restart of PostgreSQL brings a burst of these, all alike.
        request.log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, 'database unavailable');
        return res.code(503).header('Retry-After', '5').send(reply(503, DATABASE_UNAVAILABLE));
      }
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 500 || status < 400) {
        request.log.error({ err: error }, 'request failed');
        return res.code(500).send(reply(500, 'Something went wrong on the server. Please try again.'));
      }
      return res.code(status).send(reply(status, error.message));
    });

  },
  { name: 'errors' },
);
