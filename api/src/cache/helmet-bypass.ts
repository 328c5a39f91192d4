import type { FastifyInstance, FastifyReply } from 'fastify';

export type SecurityHeaders = Record<string, string | number | string[]>;

/**
 * @fastify/helmet rebuilds its middleware, CSP parsing included, on every request: a fifth of a
 * cached answer's time. The cached routes skip it and set the very headers it made for their
 * first request, which are the same for every request (no per-route options, no nonces).
 */
export function helmetBypass(app: FastifyInstance) {
  const enabled = app.hasReplyDecorator('helmet');
  let made: SecurityHeaders | undefined;
  return {
    enabled,
    /** The headers helmet made, once it has; what a stored answer carries. */
    headers: (): SecurityHeaders | undefined => made,
    /** The security headers, on every answer of a cached route that is not a hit (a hit's come with its entry). */
    secure(reply: FastifyReply) {
      if (!enabled) return;
      if (made) {
        reply.headers(made);
        return;
      }
      const before = new Set(reply.raw.getHeaderNames());
      reply.helmet();
      made = Object.fromEntries(Object.entries(reply.raw.getHeaders()).filter(([name]) => !before.has(name))) as SecurityHeaders;
    },
  };
}
