import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook for a route whose body fields are all optional: a request with no body at
 * all (no Content-Type either) is taken as an empty one, which Fastify would otherwise refuse. The
 * document (plugins/docs.ts) marks the body of a route with this hook as not required.
 */
export async function noBodyAsEmpty(request: FastifyRequest) {
  if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
}
