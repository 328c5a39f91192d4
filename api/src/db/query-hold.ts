import type { PGlite } from '@electric-sql/pglite';

export interface QueryHold {
  /** The client the app queries through: the same PGlite, its queries and transactions counted. */
  client: PGlite;
  /**
   * Runs `work` once no query or transaction of the app is under way, the app's new ones waiting
   * until it is done: `work` has the connection to itself, between two transactions.
   */
  whileHeld<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * PGlite is one connection: a tool speaking to it directly (pg_dump) would otherwise land in the
 * middle of a transaction of the app's, or leave the app inside its own.
 */
export function queryHold(client: PGlite): QueryHold {
  let underWay = 0;
  let held: Promise<void> | undefined;
  let whenIdle: (() => void) | undefined;

  async function enter() {
    while (held) await held;
    underWay += 1;
  }
  function leave() {
    underWay -= 1;
    if (underWay === 0) whenIdle?.();
  }

  const counted = Object.create(client) as PGlite;
  counted.query = (async (...args: Parameters<PGlite['query']>) => {
    await enter();
    try {
      return await client.query(...args);
    } finally {
      leave();
    }
  }) as PGlite['query'];
  counted.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await enter();
    try {
      return await client.transaction(...args);
    } finally {
      leave();
    }
  }) as PGlite['transaction'];

  return {
    client: counted,
    async whileHeld(work) {
      while (held) await held;
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      try {
        if (underWay > 0) await new Promise<void>((resolve) => (whenIdle = resolve));
        whenIdle = undefined;
        return await work();
      } finally {
        held = undefined;
        release();
      }
    },
  };
}
