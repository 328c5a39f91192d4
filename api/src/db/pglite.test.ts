import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { describe, it } from 'node:test';
import { openPglite } from './pglite.js';

describe('openPglite', () => {
  it("keeps PostgreSQL's buffer cache small: the API's memory is mostly PGlite's", async () => {
    const database = await openPglite(undefined);
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      assert.deepEqual((result as unknown as { rows: unknown[] }).rows, [{ shared_buffers: '32MB' }]);
    } finally {
      await database.close();
    }
  });

  it('stores and reads binary values byte for byte, as Buffers', async () => {
    const database = await openPglite(undefined);
    try {
      const bytes = Buffer.from([0, 1, 92, 120, 127, 128, 255, 0]);
      await database.db.execute(sql`create table blobs (b bytea)`);
      await database.db.execute(sql`insert into blobs values (${bytes}), (${Buffer.alloc(0)})`);
      const result = (await database.db.execute(sql`select b, length(b) as n from blobs`)) as unknown as { rows: Array<{ b: Buffer; n: number }> };
      assert.deepEqual(result.rows.map((row) => row.n), [8, 0], 'PostgreSQL holds the bytes themselves, not their text');
      assert.ok(Buffer.isBuffer(result.rows[0]?.b));
      assert.ok(result.rows[0]?.b.equals(bytes));
      assert.equal(result.rows[1]?.b.length, 0);
    } finally {
      await database.close();
    }
  });
});
