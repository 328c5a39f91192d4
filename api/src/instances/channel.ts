import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The name it had when the response cache alone used it: instances of both releases share it during an upgrade.
const CHANNEL = 'lab_response_cache';
const CONFIRM_WAIT_MS = 1000;

/**
 * What the instances tell each other, by type, and what each type carries. Whoever sends one
 * declares it here (declaration merging): the response cache its invalidations, the registry its changes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InstanceEvents {}

export type InstanceEventType = keyof InstanceEvents & string;

/** An event as it travels: who sent it, its number there, its type and what it carries. */
interface Announcement {
  from: string;
  id: number;
  type: string;
  data: unknown;
}

/** What an instance answers the sender of an event once it has followed it. */
interface Confirmation {
  confirms: number;
  to: string;
  from: string;
}

type Handler = (data: never) => Promise<void> | void;

/** A message as sent on the channel, or undefined when it is none this release knows. */
function readMessage(payload: string): Announcement | Confirmation | undefined {
  try {
    const message = JSON.parse(payload) as unknown;
    if (typeof message !== 'object' || message === null) return undefined;
    if ('confirms' in message || ('type' in message && typeof message.type === 'string')) return message as Announcement | Confirmation;
  } catch {
    // Unreadable: what it said is missed.
  }
  return undefined;
}

/** How instances tell each other of changes, and wait until each has followed one. */
export interface InstanceChannel {
  /** Whether this instance hears the others now; always, with no others to hear (PGlite). */
  readonly hearing: boolean;
  /** What this instance does on an event of `type`, sent here or by another instance, before the sender goes on. */
  on<T extends InstanceEventType>(type: T, handler: (data: InstanceEvents[T]) => Promise<void> | void): void;
  /** Called whenever this instance stops or starts hearing the others. */
  onHearing(listener: (hearing: boolean) => void): void;
  /** What to redo when events may have been missed: on hearing again after a loss, or on a message that cannot be read. */
  onMissed(catchUp: () => Promise<void> | void): void;
  /** Follows the event here, tells the other instances, and settles once each one listening has followed it too. */
  send<T extends InstanceEventType>(type: T, data: InstanceEvents[T]): Promise<void>;
}

/**
 * The instances of one PostgreSQL, told of each event through NOTIFY on CHANNEL: each runs the
 * event's handlers, then confirms to the sender, which goes on only once every instance listed has
 * confirmed. On PGlite (no `listen`), a lone instance only runs its own handlers.
 */
export async function connectInstances(app: FastifyInstance): Promise<InstanceChannel> {
  const instance = randomUUID();
  const handlers = new Map<string, Handler[]>();
  const hearingListeners: Array<(hearing: boolean) => void> = [];
  const catchUps: Array<() => Promise<void> | void> = [];

  /** Runs each of these; one that fails is logged, and the others still run. */
  async function runAll(work: Array<() => Promise<void> | void>, about: object) {
    await Promise.all(
      work.map(async (run) => {
        try {
          await run();
        } catch (error) {
          app.log.error({ err: error, ...about }, 'could not follow a change');
        }
      }),
    );
  }
  const follow = (type: string, data: unknown) => runAll((handlers.get(type) ?? []).map((handler) => () => handler(data as never)), { event: type });
  const catchUp = () => runAll(catchUps, { event: 'missed' });
  let hearing = true;
  const setHearing = (now: boolean) => {
    hearing = now;
    for (const listener of hearingListeners) listener(now);
  };

  /** Events of ours still waiting for the other instances to confirm them, by id: each takes the confirming instance. */
  const waiting = new Map<number, (from: string) => void>();
  let lastId = 0;
  const listener = app.database.listen?.(CHANNEL, instance, {
    message(payload) {
      const message = readMessage(payload);
      if (!message) {
        void catchUp();
        return;
      }
      if ('confirms' in message) {
        if (message.to === instance) waiting.get(message.confirms)?.(message.from);
      } else if (message.from !== instance) {
        // Only once followed here: the sender goes on once every instance has said so.
        const confirmation: Confirmation = { confirms: message.id, to: message.from, from: instance };
        void follow(message.type, message.data).then(() => listener!.notify(JSON.stringify(confirmation)).catch(() => {}));
      }
    },
    // Missed notifications cannot be known: whoever keeps shared data drops it while deaf, and catches up after.
    connected: () => {
      setHearing(true);
      void catchUp();
    },
    disconnected: () => setHearing(false),
  });
  if (listener) {
    hearing = false;
    await listener.ready;
    app.addHook('onClose', () => listener.close());
  }

  /**
   * Follows the event here, tells the other instances, and waits (at most CONFIRM_WAIT_MS, should
   * one be hung or gone) until each one that listened when it was sent has confirmed it: so a
   * request sent to any instance afterwards finds it followed. PostgreSQL's delivery alone promises
   * no such thing: each listener's server process sends its notifications when it gets to run, and
   * a busy instance reads them when it gets to.
   */
  async function send(type: string, data: unknown) {
    await follow(type, data);
    if (!listener) return;
    const id = (lastId += 1);
    let timer: NodeJS.Timeout | undefined;
    try {
      // Listed before the notification, so every one listed hears it; one that starts listening later catches up.
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
      const announcement: Announcement = { from: instance, id, type, data };
      await listener.notify(JSON.stringify(announcement));
      await allConfirmed;
      const silent = peers.filter((peer) => !confirmed.has(peer));
      if (silent.length > 0) app.log.warn({ instances: silent, waitedMs: CONFIRM_WAIT_MS }, `instances did not confirm a ${type}`);
    } catch (error) {
      // The change itself is done; instances that miss this catch up when their channel reconnects.
      app.log.error({ err: error }, `could not broadcast a ${type}`);
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  }

  return {
    get hearing() {
      return hearing;
    },
    on: (type, handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler as Handler]);
    },
    onHearing: (listen) => {
      hearingListeners.push(listen);
    },
    onMissed: (redo) => {
      catchUps.push(redo);
    },
    send: (type, data) => send(type, data),
  };
}
