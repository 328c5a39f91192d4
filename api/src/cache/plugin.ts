import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCache } from './session-cache.js';
import { preferredCoding } from './accept-encoding.js';
import { asciiJson } from './ascii-json.js';
import { compressedCopies } from './compressed-copies.js';
import { etagOf, ResponseCache, type CachedResponse, type ReadStamp } from './response-cache.js';

/**
 * The data a response is made from, and which writes change. `remotes` (the registry's active
 * versions) caches no response: instances react to it (onCacheInvalidation) before confirming.
 */
export type CacheTag = 'members' | 'highlights' | 'snapshots' | 'resources' | 'remotes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose 200 answers are kept until a write invalidates one of these tags. */
    cache?: readonly CacheTag[];
    /** What a successful write (status < 400) changes; [] when it changes nothing cached. Required on every write. */
    invalidates?: readonly CacheTag[];
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
    /**
     * Work to finish whenever a write invalidates `tag`, here or on another instance, before the
     * write is answered (here) or confirmed (there): what must be current on the next request.
     */
    onCacheInvalidation(tag: CacheTag, reaction: () => Promise<void>): void;
    /** Who is logged in, by session (the session plugin's): emptied by every successful write, here and on the other instances. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    cacheRead: { key: string; stamp: ReadStamp } | null;
  }
}

const CHANNEL = 'lab_response_cache';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CACHE_CONTROL = 'no-cache';
const CONFIRM_WAIT_MS = 1000;
const JSON_TYPE = /^application\/json\b/;

/** What a successful write tells the other instances to drop. */
interface Invalidation {
  from: string;
  id: number;
  tags: readonly CacheTag[];
}

/** What an instance answers the writer of an invalidation once it has dropped those tags. */
interface Confirmation {
  confirms: number;
  to: string;
  from: string;
}

/**
 * Never by who is asking: only whether someone is logged in, as members' e-mail addresses show
 * to members only. Routes for members only reach here after their requireMember check.
 */
function keyOf(request: FastifyRequest): string {
  return `${request.user ? 'member' : 'visitor'} ${request.routeOptions.url} ${JSON.stringify(request.params)}`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const wanted = request.headers['if-none-match'];
  return wanted !== undefined && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the status and headers of an answer from `cached` and returns its body: none (304) when
 * the browser's copy is current, else the form the request accepts best. Vary is added to, not
 * set: CORS has already put Origin in it when other origins are allowed.
 */
function answerFrom(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): Buffer | '' {
  const coding = preferredCoding(request.headers['accept-encoding']);
  const chosen = (coding && cached.encoded[coding]) || cached;
  reply.headers(chosen.headers);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
  if (!matches(request, cached.etag)) return chosen.body;
  // Nothing to decode: a cache refreshing its copy in another coding from this 304 must not take this one's name.
  reply.removeHeader('content-encoding');
  reply.code(304);
  return '';
}

function hooks(existing: unknown): unknown[] {
  return existing === undefined ? [] : ([] as unknown[]).concat(existing);
}

/**
 * Keeps the serialized answers of the hot reads (routes with `config.cache`) in memory with an
 * ETag, and drops them when a write declaring `config.invalidates` succeeds: here at once, and on
 * the other API instances of a shared PostgreSQL through NOTIFY. Browsers revalidate every time
 * (no-cache) and get 304 while nothing changed.
 */
export default fp(
  async function cachePlugin(app: FastifyInstance) {
    const cache = new ResponseCache();
    // Any write may change a user or a session, and is already told to every instance: the session cache follows it.
    const sessions = app.hasDecorator('sessionCache') ? app.sessionCache : undefined;
    const instance = randomUUID();
    app.decorate('responseCache', cache);
    app.decorateRequest('cacheRead', null);
    const reactions = new Map<CacheTag, Array<() => Promise<void>>>();
    app.decorate('onCacheInvalidation', (tag: CacheTag, reaction: () => Promise<void>) => {
      reactions.set(tag, [...(reactions.get(tag) ?? []), reaction]);
    });
    /** The reactions to these tags, each once; one that fails is logged, and the others still run. */
    async function react(tags: readonly CacheTag[]) {
      const due = new Set(tags.flatMap((tag) => reactions.get(tag) ?? []));
      await Promise.all([...due].map((reaction) => reaction().catch((error: unknown) => app.log.error({ err: error, tags }, 'could not follow a change'))));
    }

    /** Broadcasts of ours still waiting for the other instances to confirm them, by id: each takes the confirming instance. */
    const waiting = new Map<number, (from: string) => void>();
    let lastId = 0;
    const listener = app.database.listen?.(CHANNEL, instance, {
      message(payload) {
        try {
          const message = JSON.parse(payload) as Invalidation | Confirmation;
          if ('confirms' in message) {
            if (message.to === instance) waiting.get(message.confirms)?.(message.from);
          } else if (message.from !== instance) {
            cache.invalidate(message.tags);
            sessions?.clear();
            // Only now, with nothing old left here: the writer answers its client once every instance has said so.
            const confirmation: Confirmation = { confirms: message.id, to: message.from, from: instance };
            void react(message.tags).then(() => listener!.notify(JSON.stringify(confirmation)).catch(() => {}));
          }
        } catch {
          cache.clear();
          sessions?.clear();
        }
      },
      // Missed notifications cannot be known: start empty, and keep nothing while deaf.
      connected: () => {
        cache.setEnabled(true);
        sessions?.setEnabled(true);
        // What a missed notification would have made them read again.
        void react([...reactions.keys()]);
      },
      disconnected: () => {
        cache.setEnabled(false);
        sessions?.setEnabled(false);
      },
    });
    if (listener) {
      cache.setEnabled(false);
      sessions?.setEnabled(false);
      await listener.ready;
      app.addHook('onClose', () => listener.close());
    }

    /**
     * Tells the other instances, and waits (at most CONFIRM_WAIT_MS, should one be hung or gone)
     * until each one that listened when the write was done has confirmed it dropped the tags: so a
     * read sent to any instance after the write's answer finds its cache already invalidated.
     * PostgreSQL's delivery alone promises no such thing: each listener's server process sends its
     * notifications when it gets to run, and a busy instance reads them when it gets to.
     */
    async function broadcast(tags: readonly CacheTag[]) {
      cache.invalidate(tags);
      sessions?.clear();
      await react(tags);
      if (!listener) return;
      const id = (lastId += 1);
      let timer: NodeJS.Timeout | undefined;
      try {
        // Listed before the notification, so every one listed hears it; one that starts listening later starts empty.
        const peers = (await listener.listeners()).filter((peer) => peer !== instance);
        const confirmed = new Set<string>();
        const allConfirmed = new Promise<void>((resolve) => {
          const check = () => peers.every((peer) => confirmed.has(peer)) && resolve();
          waiting.set(id, (from) => {
            confirmed.add(from);
            check();
          });
          timer = setTimeout(resolve, CONFIRM_WAIT_MS);
          check();
        });
        const invalidation: Invalidation = { from: instance, id, tags };
        await listener.notify(JSON.stringify(invalidation));
        await allConfirmed;
        const silent = peers.filter((peer) => !confirmed.has(peer));
        if (silent.length > 0) app.log.warn({ instances: silent, waitedMs: CONFIRM_WAIT_MS }, 'instances did not confirm a cache invalidation');
      } catch (error) {
        // The write itself is done; instances that miss this flush when their channel reconnects.
        app.log.error({ err: error }, 'could not broadcast a cache invalidation');
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    }

    /**
     * @fastify/helmet rebuilds its middleware, CSP parsing included, on every request: a fifth of a
     * cached answer's time. The cached routes skip it and set the very headers it made for their
     * first request, which are the same for every request (no per-route options, no nonces).
     */
    const withHelmet = app.hasReplyDecorator('helmet');
    let securityHeaders: Record<string, string | number | string[]> | undefined;
    /** The security headers, on every answer of a cached route that is not a hit (a hit's come with its entry). */
    function secure(reply: FastifyReply) {
      if (!withHelmet) return;
      if (securityHeaders) {
        reply.headers(securityHeaders);
        return;
      }
      const before = new Set(reply.raw.getHeaderNames());
      reply.helmet();
      securityHeaders = Object.fromEntries(Object.entries(reply.raw.getHeaders()).filter(([name]) => !before.has(name))) as Record<
        string,
        string | number | string[]
      >;
    }

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

    /**
     * What a miss stores and sends: JSON in ASCII only (see asciiJson), as bytes, and its compressed
     * copies, with the headers every later hit sends made once here, so the bytes and the ETag of a
     * miss and a hit are the same. A strong ETag names exact bytes, so a compressed copy gets the
     * body's made weak, as nginx does: If-None-Match with either form still finds the content current.
     */
    function entryOf(payload: string, contentType: string): CachedResponse {
      const body = Buffer.from(JSON_TYPE.test(contentType) ? asciiJson(payload) : payload);
      const etag = etagOf(body);
      const headers = { ...securityHeaders, 'content-type': contentType, etag, 'cache-control': CACHE_CONTROL };
      const encoded = Object.fromEntries(
        Object.entries(compressedCopies(body)).map(([coding, copy]) => [
          coding,
          { body: copy, headers: { ...headers, etag: `W/${etag}`, 'content-encoding': coding } },
        ]),
      );
      return { body, etag, headers, encoded };
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
            const key = keyOf(request);
            let hit = cache.get(key);
            const underWay = hit ? undefined : reading.get(key);
            if (underWay) {
              // Once only: if that read stored nothing (a write came meanwhile, or it failed), read here.
              await underWay;
              hit = cache.get(key);
            }
            if (hit) return reply.send(answerFrom(request, reply, hit));
            request.cacheRead = { key, stamp: cache.begin(tags) };
            if (!underWay) leadRead(key, reply);
          }
          secure(reply);
        };
        const keep: onSendHookHandler = async (request, reply, payload) => {
          const read = request.cacheRead;
          if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
          const entry = entryOf(payload, String(reply.getHeader('content-type')));
          cache.store(read.key, tags, read.stamp, entry);
          return answerFrom(request, reply, entry);
        };
        if (withHelmet) {
          // Skipped with the route's own settings kept: reply.helmet() in secure() makes its headers from them.
          const own = (route.config as { helmet?: object } | undefined)?.helmet;
          route.config = { ...route.config, helmet: { ...own, skipRoute: true } } as typeof route.config;
        }
        route.onRequest = [...hooks(route.onRequest), lookup] as typeof route.onRequest;
        route.onSend = [...hooks(route.onSend), keep] as typeof route.onSend;
      }
      // Every write, even one that changes no cached response, as it may change who is logged in.
      if (invalidates && (invalidates.length > 0 || sessions)) {
        const drop: onSendHookHandler = async (_request, reply, payload) => {
          if (reply.statusCode < 400) await broadcast(invalidates);
          return payload;
        };
        route.onSend = [...hooks(route.onSend), drop] as typeof route.onSend;
      }
    });
  },
  { name: 'response-cache' },
);
