import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from '../cache/vary.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply is the same for everyone, so shared caches (proxies, CDNs) may keep it. */
    public?: boolean;
  }
}

/** The route's own directives with `private` first (and `public`, should a route have said it, gone); `no-store` when it set none. */
function privately(current: unknown): string {
  if (current === undefined) return 'private, no-store';
  const directives = String(current)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(public|private)$/i.test(part));
  return ['private', ...directives].join(', ');
}

const makePrivate: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', privately(reply.getHeader('cache-control')));
  addVary(reply, 'cookie');
  return payload;
};

function hooks(existing: unknown): unknown[] {
  return existing === undefined ? [] : ([] as unknown[]).concat(existing);
}

/**
 * Replies that depend on the session must never be kept by a shared cache and handed to someone
 * else: every route of the API (under /api but its docs, or documented) is private with
 * `Vary: Cookie` unless it declares `config.public`, so a new route is private until someone
 * decides otherwise. The route's own directives stay (`no-cache` of the response cache, a
 * download's max-age). Registered after the response cache, whose headers this hook sees.
 */
export default fp(
  async function cacheControlPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const documented = route.schema !== undefined && !(route.schema as { hide?: boolean }).hide;
      const api = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
      if ((!documented && !api) || (route.config as { public?: boolean } | undefined)?.public) return;
      route.onSend = [...hooks(route.onSend), makePrivate] as typeof route.onSend;
    });
  },
  { name: 'cache-control', dependencies: ['response-cache'] },
);
