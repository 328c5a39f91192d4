import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { DATABASE_UNAVAILABLE } from '../plugins/errors.js';
import { processStorage, type ProcessStorage } from '../testing/process-storage.js';
import { documentedFetch } from '../testing/documented-fetch.js';
import { login, startServer, type ServerProcess } from '../testing/server-process.js';

// scripts/with-postgres.sh says how to stop and start its throwaway server; nothing else may be restarted.
const { TEST_PG_STOP, TEST_PG_START } = process.env;
const skip = TEST_PG_STOP && TEST_PG_START ? false : 'needs a PostgreSQL it may restart: run under scripts/with-postgres.sh';

let server: ServerProcess | undefined;
let storage: ProcessStorage | undefined;
after(async () => {
  await server?.stop('SIGKILL');
  await storage?.remove();
});

const entry = (title: string) => ({
  title,
  project: 'NCIS',
  categories: ['Progress'],
  descriptions: ['Written around a database restart.'],
  date: '2026-02-02T10:00:00.000Z',
});

/** A request that must be answered (whatever the status) within 8 seconds: never a hang. */
function call(path: string, cookie: string, body?: unknown) {
  return documentedFetch(`${server!.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(8_000),
  });
}

describe('PostgreSQL restarted under a running API', { skip }, () => {
  it('answers 503 while the server is down, then reads and writes again with the same session', async () => {
    storage = await processStorage();
    server = await startServer({ ...storage.env, ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1', SEED_DEMO: 'false' });
    const cookie = await login(server.url, 'labadmin', 'admin password 1');
    assert.equal((await call('/api/snapshots', cookie, entry('Before the restart'))).status, 200);
    // Several pooled connections, all of which the restart will cut.
    await Promise.all(Array.from({ length: 8 }, () => call('/api/snapshots', cookie)));

    execSync(TEST_PG_STOP!, { stdio: 'ignore' });
    try {
      for (const [path, body] of [['/api/snapshots'], ['/api/snapshots', entry('During the outage')], ['/api/members']] as const) {
        const response = await call(path, cookie, body);
        assert.equal(response.status, 503, `${body ? 'POST' : 'GET'} ${path} while the database is down`);
        assert.equal(((await response.json()) as { message: string }).message, DATABASE_UNAVAILABLE);
        assert.equal(response.headers.get('retry-after'), '5');
      }
      assert.equal((await documentedFetch(`${server.url}/api/health`)).status, 503);
    } finally {
      execSync(TEST_PG_START!, { stdio: 'ignore' });
    }

    const back = Date.now();
    let read = await call('/api/snapshots', cookie);
    while (read.status !== 200 && Date.now() - back < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      read = await call('/api/snapshots', cookie);
    }
    assert.equal(read.status, 200, `the session still works within 5 s of the server's return (got ${read.status})`);
    assert.equal((await call('/api/snapshots', cookie, entry('After the restart'))).status, 200);
    const titles = ((await (await call('/api/snapshots', cookie)).json()) as { data: { title: string }[] }).data.map((row) => row.title);
    assert.deepEqual(titles.sort(), ['After the restart', 'Before the restart']);
    assert.equal(server.child.exitCode, null, 'the API process kept running');
    assert.equal(await server.stop('SIGTERM'), 0, 'and shuts down cleanly');
  });
});
