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
});
