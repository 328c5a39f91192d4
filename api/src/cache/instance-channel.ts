import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CacheTag } from './plugin.js';
import type { ResponseCache } from './response-cache.js';
import type { SessionCache } from './session-cache.js';

const CHANNEL = 'lab_response_cache';
const CONFIRM_WAIT_MS = 1000;

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

/** How a write reaches every instance: `broadcast` it, and what each instance does when it hears one. */
export interface InstanceChannel {
  broadcast(tags: readonly CacheTag[]): Promise<void>;
  onInvalidation(tag: CacheTag, reaction: () => Promise<void>): void;
}

/**
 * The instances of one PostgreSQL, told of each write through NOTIFY on CHANNEL: each drops the
 * write's tags (and its sessions), runs its reactions, then confirms to the writer, which answers
 * its client only once every instance listed has confirmed. On PGlite (no `listen`), a lone
 * instance only drops and reacts.
 */
export async function connectInstances(app: FastifyInstance, cache: ResponseCache, sessions: SessionCache): Promise<InstanceChannel> {
  const instance = randomUUID();
  const reactions = new Map<CacheTag, Array<() => Promise<void>>>();
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
          sessions.clear();
          // Only now, with nothing old left here: the writer answers its client once every instance has said so.
          const confirmation: Confirmation = { confirms: message.id, to: message.from, from: instance };
          void react(message.tags).then(() => listener!.notify(JSON.stringify(confirmation)).catch(() => {}));
        }
      } catch {
        cache.clear();
        sessions.clear();
      }
    },
    // Missed notifications cannot be known: start empty, and keep nothing while deaf.
    connected: () => {
      cache.setEnabled(true);
      sessions.setEnabled(true);
      // What a missed notification would have made them read again.
      void react([...reactions.keys()]);
    },
    disconnected: () => {
      cache.setEnabled(false);
      sessions.setEnabled(false);
    },
  });
  if (listener) {
    cache.setEnabled(false);
    sessions.setEnabled(false);
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
    sessions.clear();
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

  return {
    broadcast,
    onInvalidation: (tag, reaction) => {
      reactions.set(tag, [...(reactions.get(tag) ?? []), reaction]);
    },
  };
}
