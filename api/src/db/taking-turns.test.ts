import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { SLICE_MS, takingTurns } from './taking-turns.js';

const client = await PGlite.create();
after(() => client.close());

/** How many turns of the event loop pass while `work` runs. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}

describe('takingTurns', () => {
  it('answers as the client does, queries and transactions alike', async () => {
    const fair = takingTurns(client);
    assert.deepEqual((await fair.query<{ n: number }>('select 1 + $1::int as n', [1])).rows, [{ n: 2 }]);
    const inside = await fair.transaction(async (tx) => (await tx.query<{ n: number }>('select 3 as n')).rows[0]?.n);
    assert.equal(inside, 3);
    assert.ok(fair instanceof PGlite);
  });

  it('lets the event loop turn between the queries of a chain, so nothing ready waits behind it', async () => {
    const fair = takingTurns(client);
    const queries = 50;
    const turns = await turnsDuring(async () => {
      for (let index = 0; index < queries; index += 1) await fair.query('select 1');
    });
    assert.ok(turns >= queries, `${turns} turns of the loop during ${queries} queries`);
  });

  it(`stops a turn's queries once they have taken ${SLICE_MS} ms, however many are waiting`, async () => {
    const fair = takingTurns(client);
    // A few milliseconds each, all asked for at once, as by many requests in one turn.
    const heavy = 'select count(*) from generate_series(1, 100000)';
    await client.query(heavy);
    // The fastest a query may run here, the fewer turns it allows for: the quickest of a few (one
    // timed while the machine was busy made it look slower than the test's own queries), halved.
    let fastest = Infinity;
    for (let sample = 0; sample < 5; sample += 1) {
      const started = performance.now();
      await client.query(heavy);
      fastest = Math.min(fastest, performance.now() - started);
    }
    const each = Math.max(0.5, fastest / 2);
    const queries = 40;
    const turns = await turnsDuring(() => Promise.all(Array.from({ length: queries }, () => fair.query(heavy))));
    // A turn runs queries while under the slice, so at most this many.
    const perTurn = Math.floor(SLICE_MS / each) + 1;
    const needed = Math.floor(queries / perTurn);
    assert.ok(turns >= needed, `${turns} turns for ${queries} queries of about ${each.toFixed(1)} ms (at least ${needed})`);
  });

  it('gives two chains under way one query each a turn, in the order they asked', async () => {
    const fair = takingTurns(client);
    const order: string[] = [];
    const chain = async (name: string) => {
      for (let index = 0; index < 3; index += 1) {
        await fair.query('select 1');
        order.push(name);
      }
    };
    await Promise.all([chain('a'), chain('b')]);
    assert.deepEqual(order, ['a', 'b', 'a', 'b', 'a', 'b']);
  });
});
