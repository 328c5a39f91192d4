import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import { SESSION } from '../schemas/common.js';
import accessPlugin from './access.js';
import databasePlugin from './database.js';
import sessionPlugin from './session.js';

let database: Database;
before(async () => {
  database = await openPglite(undefined);
});
after(() => database.close());

/** The plugins the access plugin stands on, then itself: routes added next are its to check. */
async function appWithAccess(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(databasePlugin, { database });
  await app.register(sessionPlugin);
  await app.register(accessPlugin);
  return app;
}

describe('access declared on each route', () => {
  it('refuses to start with an API route that declares none', async () => {
    const app = await appWithAccess();
    try {
      assert.throws(() => app.get('/api/forgotten', { schema: { hide: true } }, async () => ({})), /GET \/api\/forgotten must declare config\.access/);
      assert.throws(() => app.get('/robots.txt', { schema: { summary: 'Documented' } }, async () => ''), /GET \/robots\.txt must declare config\.access/);
      assert.throws(() => app.get('/api/typo', { config: { access: 'members' as 'member' } }, async () => ({})), /unknown access "members"/);
    } finally {
      await app.close();
    }
  });

  it("refuses a guarded route's own security: the document's follows from its access", async () => {
    const app = await appWithAccess();
    try {
      assert.throws(() => app.get('/api/mine', { config: { access: 'member' }, schema: { security: SESSION } }, async () => ({})), /security: it follows from config\.access/);
    } finally {
      await app.close();
    }
  });

  it('applies each access before the route runs, documents it, and lists the route; pages and files declare none', async () => {
    const app = await appWithAccess();
    // After the access plugin's: the security the document will show.
    const security = new Map<string, unknown>();
    app.addHook('onRoute', (route) => void security.set(`${route.method} ${route.url}`, (route.schema as { security?: unknown } | undefined)?.security));
    try {
      app.get('/api/open', { config: { access: 'public' }, schema: {} }, async () => ({ open: true }));
      app.get('/api/members-only', { config: { access: 'member' }, schema: {} }, async () => ({ secret: true }));
      app.post('/api/admins-only', { config: { access: 'admin' }, schema: {} }, async () => ({ done: true }));
      app.get('/remotes/:file', { schema: { hide: true } }, async () => 'a file');
      await app.ready();
      assert.equal((await app.inject({ url: '/api/open' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/api/members-only' })).statusCode, 401);
      assert.equal((await app.inject({ method: 'HEAD', url: '/api/members-only' })).statusCode, 401, "Fastify's HEAD copy is checked too");
      assert.equal((await app.inject({ method: 'POST', url: '/api/admins-only', payload: {} })).statusCode, 401);
      assert.equal((await app.inject({ url: '/remotes/x.js' })).statusCode, 200);
      assert.deepEqual(app.routeAccess, [
        { method: 'GET', url: '/api/open', access: 'public' },
        { method: 'GET', url: '/api/members-only', access: 'member' },
        { method: 'POST', url: '/api/admins-only', access: 'admin' },
      ]);
      assert.deepEqual(security.get('GET /api/members-only'), SESSION);
      assert.equal(security.get('GET /api/open'), undefined);
    } finally {
      await app.close();
    }
  });
});
