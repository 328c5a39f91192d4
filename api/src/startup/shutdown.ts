import type { FastifyInstance } from 'fastify';

/** How long a shutdown waits for the requests in flight before it cuts them off. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How long, after the grace, the closing steps (render processes, the database) may take before the process gives up on them. */
export const SHUTDOWN_CLOSE_MS = 10_000;

export interface ShutdownOptions {
  graceMs: number;
  /** Where the two lines of a shutdown go: the start-up's channel, seen at any log level. */
  say: (line: string) => void;
  /** What else closes once the server has: the database. */
  after: () => Promise<void>;
  /** How long the closing steps may take after the grace (SHUTDOWN_CLOSE_MS). */
  closeMs?: number;
}

/**
 * Counts the requests in flight and returns what stops the server: it stops accepting at once,
 * lets the requests in flight finish for at most `graceMs`, then cuts off the rest and closes.
 * A slow client never holds a shutdown (or a deploy's restart) longer than that, and a closing
 * step that hangs no longer than `closeMs` more: the promise answers whether all of it closed.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<boolean> {
  // By request: an aborted request may be both aborted and answered, and is counted once.
  const inFlight = new Set<string>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request.id);
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request.id);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request.id);
  });
  let closing: Promise<boolean> | undefined;
  return (signal) => {
    closing ??= (async () => {
      const started = Date.now();
      const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
      const running = inFlight.size;
      options.say(`${signal}: stopping; ${running} ${running === 1 ? 'request' : 'requests'} in flight get at most ${options.graceMs / 1000} s to finish`);
      let cut = 0;
      const deadline = setTimeout(() => {
        cut = inFlight.size;
        app.server.closeAllConnections();
      }, options.graceMs);
      let step = 'the server';
      const closed = (async () => {
        try {
          await app.close();
        } finally {
          clearTimeout(deadline);
          step = 'the storage';
          await options.after();
        }
        return true;
      })();
      let giveUp: NodeJS.Timeout | undefined;
      const hung = new Promise<false>((resolve) => {
        giveUp = setTimeout(() => resolve(false), options.graceMs + (options.closeMs ?? SHUTDOWN_CLOSE_MS));
      });
      const clean = await Promise.race([closed, hung]).finally(() => clearTimeout(giveUp));
      if (!clean) {
        options.say(`Not stopped after ${seconds()} s: ${step} did not finish closing; stopping anyway`);
        return false;
      }
      options.say(`Stopped after ${seconds()} s${cut > 0 ? `: ${cut} ${cut === 1 ? 'request was' : 'requests were'} cut off` : ''}`);
      return true;
    })();
    return closing;
  };
}
