import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import cors from '@fastify/cors';
import Fastify, { type FastifyRequest } from 'fastify';
import { openPglite } from '../db/pglite.js';
import databasePlugin from '../plugins/database.js';
import instancesPlugin from '../plugins/instances.js';
import sessionPlugin from '../plugins/session.js';
import cachePlugin from './plugin.js';

describe('the cache plugin', () => {
  it('runs one read for a burst of misses on one key; after a write, the waiters read afresh', async () => {
    const database = await openPglite(undefined);
    const app = Fastify();
    let reads = 0;
    let version = 1;
    let reading = () => {};
    try {
      await app.register(databasePlugin, { database });
      await app.register(sessionPlugin);
      await app.register(instancesPlugin);
      await app.register(cachePlugin);
      app.get('/api/list', { config: { cache: ['members'] } }, async () => {
        reads += 1;
        const seen = version;
        reading();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { data: [seen] };
      });
      await app.ready();
      const burst = () => Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/list' })));
      const versions = async (answers: Promise<{ json(): { data: number[] } }[]>) => (await answers).map((answer) => answer.json().data[0]);

      assert.deepEqual(await versions(burst()), Array(10).fill(1));
      assert.equal(reads, 1);

      app.responseCache.clear();
      reads = 0;
      // A write lands while the first read runs: what it read may be old, so nobody gets it from the cache.
      reading = () => {
        reading = () => {};
        version = 2;
        app.responseCache.invalidate(['members']);
      };
      assert.deepEqual(await versions(burst()), [1, ...Array(9).fill(2)]);
      assert.equal(reads, 10);
      assert.deepEqual(await versions(burst()), Array(10).fill(2));
      assert.equal(reads, 10, 'the last of those reads was kept');
    } finally {
      await app.close().catch(() => {});
      await database.close();
    }
  });

  it('does not leave a key waiting on a read whose client left before it began', async () => {
    const database = await openPglite(undefined);
    const app = Fastify();
    let arrived!: (request: FastifyRequest) => void;
    const firstArrived = new Promise<FastifyRequest>((resolve) => (arrived = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    try {
      await app.register(databasePlugin, { database });
      // Stands for the hooks before the cache's lookup that wait on the database (the session's).
      app.addHook('onRequest', async (request) => {
        if (request.headers['x-first'] === undefined) return;
        arrived(request);
        await gate;
      });
      await app.register(sessionPlugin);
      await app.register(instancesPlugin);
      await app.register(cachePlugin);
      app.get('/api/list', { config: { cache: ['members'] } }, async (request) => {
        // A write lands meanwhile, so this read keeps nothing and the next one reads again.
        if (request.headers['x-first'] !== undefined) app.responseCache.invalidate(['members']);
        return { data: [1] };
      });
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });

      const leaving = new AbortController();
      const first = fetch(`${origin}/api/list`, { headers: { 'x-first': '1' }, signal: leaving.signal }).catch(() => 'left');
      const request = await firstArrived;
      const gone = new Promise((resolve) => request.raw.socket.once('close', resolve));
      leaving.abort();
      assert.equal(await first, 'left');
      await gone;
      release();

      const next = await fetch(`${origin}/api/list`, { signal: AbortSignal.timeout(3000) });
      assert.equal(next.status, 200);
      assert.deepEqual(await next.json(), { data: [1] });
    } finally {
      release();
      await app.close().catch(() => {});
      await database.close();
    }
  });

  it('never compresses a small body, and adds to the Vary that CORS set instead of replacing it', async () => {
    const database = await openPglite(undefined);
    const app = Fastify();
    try {
      await app.register(databasePlugin, { database });
      await app.register(cors, { origin: ['https://other.example.org'] });
      await app.register(sessionPlugin);
      await app.register(instancesPlugin);
      await app.register(cachePlugin);
      app.get('/api/small', { config: { cache: ['members'] } }, async () => ({ data: 'x'.repeat(1000) }));
      app.get('/api/large', { config: { cache: ['members'] } }, async () => ({ data: 'x'.repeat(1100) }));
      await app.ready();
      const headers = { 'accept-encoding': 'gzip, deflate, br', origin: 'https://other.example.org' };
      for (const url of ['/api/small', '/api/small', '/api/large', '/api/large']) {
        const answer = await app.inject({ method: 'GET', url, headers });
        assert.equal(answer.headers.vary, 'Origin, accept-encoding', url);
        assert.equal(answer.headers['access-control-allow-origin'], 'https://other.example.org', url);
        if (url === '/api/small') {
          assert.equal(answer.headers['content-encoding'], undefined);
          assert.equal(answer.json().data.length, 1000);
        } else {
          assert.equal(answer.headers['content-encoding'], 'br');
          assert.equal(JSON.parse(zlib.brotliDecompressSync(answer.rawPayload).toString()).data.length, 1100);
        }
      }
    } finally {
      await app.close().catch(() => {});
      await database.close();
    }
  });

  it('refuses to start when a write route does not declare what it invalidates', async () => {
    const database = await openPglite(undefined);
    const app = Fastify();
    try {
      await app.register(databasePlugin, { database });
      await app.register(sessionPlugin);
      await app.register(instancesPlugin);
      await app.register(cachePlugin);
      assert.throws(() => app.post('/api/forgetful', async () => ({ ok: true })), /POST \/api\/forgetful must declare config\.invalidates/);
      app.post('/api/declared', { config: { invalidates: [] } }, async () => ({ ok: true }));
      await app.ready();
    } finally {
      await app.close().catch(() => {});
      await database.close();
    }
  });
});
