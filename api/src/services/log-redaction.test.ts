import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';

const records: Record<string, unknown>[] = [];
const ctx = useTestApp({
  // Every level: a record of any of them may name the request.
  logger: {
    level: 'trace',
    stream: new Writable({
      write(line: Buffer, _encoding, done) {
        records.push(JSON.parse(line.toString()) as Record<string, unknown>);
        done();
      },
    }),
  },
});

const SECRET = 'the-secret-token';

describe('request logs', () => {
  it('name the path of a request, never its query string', async () => {
    for (const url of [`/reset-password?token=${SECRET}`, `/api/snapshots/feed.ics?token=${SECRET}`, `/api/no-such-route?token=${SECRET}`]) {
      await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    }
    await ctx.app.inject({ method: 'POST', url: `/api/users/login?token=${SECRET}`, payload: { username: 'nobody' } });
    const urls = records.flatMap((record) => ((record.req as { url?: string } | undefined)?.url ?? []));
    assert.deepEqual(urls, ['/reset-password', '/api/snapshots/feed.ics', '/api/no-such-route', '/api/users/login']);
    assert.ok(records.length > urls.length, 'the other records of those requests are read too');
    assert.deepEqual(records.filter((record) => JSON.stringify(record).includes(SECRET)), []);
  });
});
