import type { FastifyRequest } from 'fastify';

/** A URL with the values of secret query parameters (the calendar feed's token) blanked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log fields, but with the URL redacted: feed tokens must not land in logs. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
