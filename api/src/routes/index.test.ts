import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';

const ctx = useTestApp();

// Which route answers whom is held by authorization-matrix.test.ts, route by route.
describe('the API routes', () => {
  it("answers a path no route takes with 404, to anyone: a route's access applies to that route only", async () => {
    for (const url of ['/api/no-such-route', '/api/snapshots/no/such/path', '/api/admin/no-such-route', '/api/teams/a/b/c']) {
      const response = await ctx.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
    }
  });
});
