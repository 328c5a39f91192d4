import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { answerFrom, entryOf, keyOf } from './cached-answers.js';
import { helmetBypass } from './helmet-bypass.js';
import { noteReadTags } from './read-tags.js';
import { ResponseCache, type ReadStamp } from './response-cache.js';

/** The data a response is made from, and which writes change. */
export type CacheTag = 'members' | 'highlights' | 'snapshots' | 'resources';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose 200 answers are kept until a write invalidates one of these tags. */
    cache?: readonly CacheTag[];
    /** What a successful write (status < 400) changes; [] when it changes nothing cached. Required on every write. */
    invalidates?: readonly CacheTag[];
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    cacheRead: { key: string; stamp: ReadStamp } | null;
  }
}

declare module '../instances/channel.js' {
  interface InstanceEvents {
    /** A write succeeded: these tags' answers, and every session kept, are stale. */
    'cache invalidation': { tags: readonly CacheTag[] };
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hooks(existing: unknown): unknown[] {
  return existing === undefined ? [] : ([] as unknown[]).concat(existing);
}

/**
 * Keeps the serialized answers of the hot reads (routes with `config.cache`) in memory with an
 * ETag (cached-answers.ts), and drops them when a write declaring `config.invalidates` succeeds:
 * here at once, and on the other API instances of a shared PostgreSQL (a `cache invalidation`
 * on their channel, instances/channel.ts), before the write is answered.
 * Browsers revalidate every time (no-cache) and get 304 while nothing changed.
 */
export default fp(
  async function cachePlugin(app: FastifyInstance) {
    const cache = new ResponseCache();
    app.decorate('responseCache', cache);
    app.decorateRequest('cacheRead', null);
    const sessions = app.sessionCache;
    // Any write may change a user or a session, and is already told to every instance: the session cache follows it.
    app.instances.on('cache invalidation', ({ tags }) => {
      cache.invalidate(tags);
      sessions.clear();
    });
    // While deaf to the other instances, their writes go unheard: nothing is kept, and what was is dropped.
    const follow = (hearing: boolean) => {
      cache.setEnabled(hearing);
      sessions.setEnabled(hearing);
    };
    follow(app.instances.hearing);
    app.instances.onHearing(follow);
    app.instances.onMissed(() => {
      cache.clear();
      sessions.clear();
    });
    const helmet = helmetBypass(app);

    /** Misses whose read is under way, by key: settled when its answer has left. */
    const reading = new Map<string, Promise<void>>();

    /**
     * Makes this miss the one others on its key wait for. PGlite runs queries on this very thread:
     * after a write, fifty readers of the same list would run fifty identical queries one after the
     * other, holding up every other request, where one is enough.
     */
    function leadRead(key: string, reply: FastifyReply) {
      // A client that left while earlier hooks waited has had its 'close' already: led by it, the key's misses would wait for good.
      if (reply.raw.closed) return;
      let settle!: () => void;
      const read = new Promise<void>((resolve) => (settle = resolve));
      reading.set(key, read);
      // Whatever the outcome (stored, refused as stale, an error, a client gone), the waiters go on.
      reply.raw.once('close', () => {
        if (reading.get(key) === read) reading.delete(key);
        settle();
      });
    }

    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      const config = route.config as { cache?: readonly CacheTag[]; invalidates?: readonly CacheTag[] } | undefined;
      if (route.url.startsWith('/api/') && methods.some((method) => WRITE_METHODS.has(method)) && !config?.invalidates) {
        throw new Error(`${methods.join(',')} ${route.url} must declare config.invalidates (what it changes in the response cache, or [])`);
      }
      const tags = config?.cache;
      const invalidates = config?.invalidates;
      if (tags && methods.includes('GET')) {
        const lookup: onRequestAsyncHookHandler = async (request, reply) => {
          if (request.method === 'GET') {
            // What a page built from this read depends on (render/page-answers.ts).
            noteReadTags(request.raw, tags);
            const key = keyOf(request);
            let hit = cache.get(key);
            const underWay = hit ? undefined : reading.get(key);
            if (underWay) {
              // Once only: if that read stored nothing (a write came meanwhile, or it failed), read here.
              await underWay;
              hit = cache.get(key);
            }
            if (hit) return reply.send(answerFrom(request, reply, hit) ?? undefined);
            request.cacheRead = { key, stamp: cache.begin(tags) };
            if (!underWay) leadRead(key, reply);
          }
          helmet.secure(reply);
        };
        const keep: onSendHookHandler = async (request, reply, payload) => {
          const read = request.cacheRead;
          if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
          const entry = entryOf(payload, String(reply.getHeader('content-type')), helmet.headers());
          cache.store(read.key, tags, read.stamp, entry);
          return answerFrom(request, reply, entry);
        };
        if (helmet.enabled) {
          // Skipped with the route's own settings kept: reply.helmet() in secure() makes its headers from them.
          const own = (route.config as { helmet?: object } | undefined)?.helmet;
          route.config = { ...route.config, helmet: { ...own, skipRoute: true } } as typeof route.config;
        }
        route.onRequest = [...hooks(route.onRequest), lookup] as typeof route.onRequest;
        route.onSend = [...hooks(route.onSend), keep] as typeof route.onSend;
      }
      // Every write, even one that changes no cached response, as it may change who is logged in.
      if (invalidates) {
        const drop: onSendHookHandler = async (_request, reply, payload) => {
          if (reply.statusCode < 400) await app.instances.send('cache invalidation', { tags: invalidates });
          return payload;
        };
        route.onSend = [...hooks(route.onSend), drop] as typeof route.onSend;
      }
    });
  },
  // After the session's hooks, which say who asks before a cached answer is looked up.
  { name: 'response-cache', dependencies: ['database', 'session', 'instances'] },
);
