import type { PGlite } from '@electric-sql/pglite';

/** The most of one turn of the event loop that queries may take before the rest wait for the next. */
export const SLICE_MS = 10;

let sliceStart: number | undefined;

/** Whether the current check phase still has room for a query; the first query of a phase opens its slice. */
function roomInSlice(): boolean {
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    // Queued now, in this check phase, so it runs first in the next one: that phase opens a new slice.
    setImmediate(() => (sliceStart = undefined));
  }
  return now - sliceStart < SLICE_MS;
}

/**
 * Settles in a check phase of the event loop (after the I/O and timers that are ready) that has
 * room left, each query running in the microtasks right after it settles.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => (roomInSlice() ? resolve() : setImmediate(go));
    setImmediate(go);
  });
}

/**
 * PGlite runs a query synchronously on this thread and settles its promise in a microtask, so a
 * request's chain of queries, and those of every other request that became ready in the same
 * turn of the event loop, ran in that one turn: under fifty logins a turn lasted up to 115 ms,
 * and a static file asked for meanwhile waited as long (bench, PGlite). Here each query (and
 * transaction) first waits for a check phase of the loop, one query of a request's chain a turn,
 * and the queries of a turn stop once they have taken SLICE_MS, the rest going on in the next:
 * sockets and timers get their turn in between. The client is the same PGlite for everything
 * else (the object inherits from it).
 */
export function takingTurns(client: PGlite): PGlite {
  const fair = Object.create(client) as PGlite;
  fair.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return client.query(...args);
  }) as PGlite['query'];
  fair.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return client.transaction(...args);
  }) as PGlite['transaction'];
  return fair;
}
