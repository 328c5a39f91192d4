import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createServerDatabase } from './testing/test-database.js';
import { documentedFetch } from './testing/documented-fetch.js';
import { login, startServer, type ServerProcess } from './testing/server-process.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = { ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1' };
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

after(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  running.push(server);
  return server;
}

/** Where this run keeps its data: a fresh DATA_DIR for PGlite, a fresh database on PostgreSQL. */
async function storage(): Promise<Record<string, string>> {
  const database = await createServerDatabase();
  if (database) {
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-api-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

const snapshot = {
  title: 'Survives restarts',
  project: 'NCIS',
  categories: ['Progress'],
  descriptions: ['Written before the restart.'],
  date: '2026-02-02T10:00:00.000Z',
};

describe('the API server process', () => {
  it('starts with demo content, the admin, printed tokens and the docs', async () => {
    const server = await start({ ...(await storage()), ...ADMIN, LOGIN_ATTEMPTS_PER_ADDRESS: '2' });
    const members = (await (await documentedFetch(`${server.url}/api/members`)).json()) as { data: unknown[] };
    assert.ok(members.data.length >= 40, `demo members: ${members.data.length}`);
    assert.equal((await documentedFetch(`${server.url}/api/snapshots`)).status, 401);
    const cookie = await login(server.url, 'labadmin', 'admin password 1');
    const entries = await documentedFetch(`${server.url}/api/snapshots`, { headers: { cookie } });
    assert.equal(entries.status, 200);
    assert.ok(((await entries.json()) as { data: unknown[] }).data.length >= 20);
    assert.equal((await documentedFetch(`${server.url}/api/docs/json`)).status, 200);
    assert.equal((await documentedFetch(`${server.url}/api/docs`, { redirect: 'follow' })).status, 200);
    // For a person, not a log collector: plain lines, whatever the log's format.
    assert.match(server.output(), /^New sign-up tokens, shown this once/m);
    assert.match(server.output(), /^ {2}co-pilot\s+\S{20,}$/m);
    assert.match(server.output(), /^The lab portal is ready at http:\/\/\S+\/ \(database: /m);
    // The address's allowance is the setting's: logins that succeed do not count, two failures do, and the next attempt is refused.
    await login(server.url, 'labadmin', 'admin password 1');
    const attempt = (password: string) =>
      documentedFetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'labadmin', password }),
      });
    assert.equal((await attempt('wrong password 1')).status, 401);
    assert.equal((await attempt('wrong password 2')).status, 401);
    assert.equal((await attempt('admin password 1')).status, 429);
  });

  it('keeps data and sessions across a stop and a SIGKILL, and prints tokens only once', async () => {
    const where = await storage();
    let server = await start({ ...where, ...ADMIN, SEED_DEMO: 'false' });
    const cookie = await login(server.url, 'labadmin', 'admin password 1');
    const created = await documentedFetch(`${server.url}/api/snapshots`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(snapshot),
    });
    assert.equal(created.status, 200);
    assert.equal(await server.stop('SIGTERM'), 0);

    server = await start({ ...where, ...ADMIN, SEED_DEMO: 'false' });
    assert.doesNotMatch(server.output(), /New sign-up tokens/);
    const read = await documentedFetch(`${server.url}/api/snapshots`, { headers: { cookie } });
    assert.equal(read.status, 200, 'the session survives a restart');
    assert.deepEqual(((await read.json()) as { data: { title: string }[] }).data.map((entry) => entry.title), [snapshot.title]);
    await server.stop('SIGKILL');

    server = await start({ ...where, ...ADMIN, SEED_DEMO: 'false' });
    const again = await documentedFetch(`${server.url}/api/snapshots`, { headers: { cookie } });
    assert.equal(((await again.json()) as { data: unknown[] }).data.length, 1, 'nothing lost to SIGKILL');
  });

  it('refuses to start on bad configuration, with the reason', async () => {
    const server = await startServer({ PORT: '8080', SEED_DEMO: 'perhaps' }, { waitUntilReady: false });
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /Cannot start: SEED_DEMO must be true or false \(got "perhaps"\)/);
  });

  it('refuses a second process on the same data folder', { skip: onPostgres }, async () => {
    const where = await storage();
    await start({ ...where, SEED_DEMO: 'false' });
    const second = await startServer({ ...where, SEED_DEMO: 'false' }, { waitUntilReady: false });
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /Cannot start: Another API process \(pid \d+\) is using the data folder/);
  });

  it('shares sessions and login limits between two instances on one PostgreSQL', { skip: !onPostgres }, async () => {
    const where = await storage();
    const [one, two] = await Promise.all([start({ ...where, ...ADMIN }), start({ ...where, ...ADMIN })]);
    const members = (await (await documentedFetch(`${two.url}/api/members`)).json()) as { data: unknown[] };
    const seededOnce = members.data.length;
    assert.ok(seededOnce >= 40 && seededOnce < 80, `demo content seeded once, not twice: ${seededOnce}`);
    const cookie = await login(one.url, 'labadmin', 'admin password 1');
    const session = await documentedFetch(`${two.url}/api/tokens/access_token`, { headers: { cookie } });
    assert.equal(((await session.json()) as { data: { username: string } }).data.username, 'labadmin');

    const attempt = (url: string) =>
      documentedFetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'labadmin', password: 'wrong password' }),
      });
    for (let i = 0; i < 10; i += 1) assert.equal((await attempt(i % 2 ? one.url : two.url)).status, 401);
    assert.equal((await attempt(one.url)).status, 429);
    assert.equal((await attempt(two.url)).status, 429);
  });
});
