import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { queryHold } from './query-hold.js';

const client = await PGlite.create();
after(() => client.close());

describe('queryHold', () => {
  it('answers as the client does', async () => {
    const { client: counted } = queryHold(client);
    assert.deepEqual((await counted.query<{ n: number }>('select 1 + $1::int as n', [1])).rows, [{ n: 2 }]);
    assert.equal(await counted.transaction(async (tx) => (await tx.query<{ n: number }>('select 3 as n')).rows[0]?.n), 3);
    assert.ok(counted instanceof PGlite);
  });

  it('starts the held work only once a transaction under way has ended', async () => {
    const hold = queryHold(client);
    const order: string[] = [];
    let finish!: () => void;
    const open = new Promise<void>((resolve) => (finish = resolve));
    const transaction = hold.client.transaction(async (tx) => {
      await tx.query('select 1');
      order.push('transaction began');
      await open;
      order.push('transaction ended');
    });
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const held = hold.whileHeld(async () => {
      order.push('held work');
    });
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    finish();
    await Promise.all([transaction, held]);
    assert.deepEqual(order, ['transaction began', 'transaction ended', 'held work']);
  });

  it('makes the queries asked for during the held work wait until it is done', async () => {
    const hold = queryHold(client);
    const order: string[] = [];
    let finish!: () => void;
    const held = hold.whileHeld(async () => {
      order.push('held work began');
      await new Promise<void>((resolve) => (finish = resolve));
      order.push('held work ended');
    });
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const query = hold.client.query('select 1').then(() => order.push('query'));
    const transaction = hold.client.transaction(async () => order.push('transaction'));
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    finish();
    await Promise.all([held, query, transaction]);
    assert.deepEqual(order, ['held work began', 'held work ended', 'query', 'transaction']);
  });
});
