import type { FastifyRequest } from 'fastify';

/**
 * Fastify's request log fields, with the URL's path only: a query string may carry a secret (a
 * reset link's or a calendar feed's token), and logs are read by more people than its owner.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
