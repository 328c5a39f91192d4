import type { PGlite } from '@electric-sql/pglite';

/** Settles in the event loop's next check phase, after the I/O and timers that are ready. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * PGlite runs a query synchronously on this thread and settles its promise in a microtask, so a
 * request's chain of queries, and those of every other request that became ready in the same
 * turn of the event loop, ran in that one turn: under fifty logins a turn lasted up to 115 ms,
 * and a static file asked for meanwhile waited as long (bench, PGlite). Here each query (and
 * transaction) first waits for the loop's next check phase, so a turn runs at most one query per
 * request under way, and sockets and timers get their turn in between. The client is the same
 * PGlite for everything else (the object inherits from it).
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
