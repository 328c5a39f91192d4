import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { documentedFetch } from '../testing/documented-fetch.js';
import { siteFolder, timelineBundle } from '../testing/remote-bundles.js';
import { createServerDatabase } from '../testing/test-database.js';
import { login, startServer, type ServerProcess } from '../testing/server-process.js';
import { writeShellDocument } from '../testing/shell-document.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SKIP = onPostgres ? false : 'PGlite allows one process per data folder: there is no second instance to tell';
const ADMIN = { ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1' };
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

after(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
});

const highlight = (title: string, year: number) => ({
  title,
  project: 'NOVA',
  date: `${year}-01-01T00:00:00.000Z`,
  description: 'Seen everywhere at once.',
  author: 'Lab Admin',
  paragraph1: 'First paragraph.',
});

async function titles(url: string): Promise<string[]> {
  const response = await documentedFetch(`${url}/api/highlights`);
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { title: string }[] }).data.map((item) => item.title);
}

describe('the response cache across API instances on one PostgreSQL', { skip: SKIP }, () => {
  it('shows a write made through one instance at once through the other, and after the other lost its channel', async () => {
    const database = (await createServerDatabase())!;
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, ...ADMIN, LOG_LEVEL: 'warn' };
    const one = await startServer(env);
    running.push(one);
    const two = await startServer(env);
    running.push(two);
    const cookie = await login(one.url, 'labadmin', 'admin password 1');
    const post = (title: string, year: number) =>
      documentedFetch(`${one.url}/api/highlights`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(highlight(title, year)),
      });

    // Newest first: each new highlight is dated later than the last. Both instances hold the list in their caches before the write.
    const before = await titles(two.url);
    assert.deepEqual(await titles(two.url), before);
    await titles(one.url);
    assert.equal((await post('Through one', 2030)).status, 200);
    assert.equal((await titles(two.url))[0], 'Through one');
    assert.equal((await titles(one.url))[0], 'Through one');

    // Cut every LISTEN connection: the instances reconnect, and keep nothing they could have missed.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and starts_with(application_name, 'lab_response_cache ')",
      );
      assert.equal(cut.rowCount, 2);
      await admin.query("insert into highlights (title, project, date, description, author, paragraphs) values ('Behind their backs', 'NOVA', '2031-01-01', 'x', 'y', '{}')");
      const listening = async () =>
        (await admin.query("select 1 from pg_stat_activity where datname = current_database() and starts_with(application_name, 'lab_response_cache ')")).rowCount === 2;
      const deadline = Date.now() + 10_000;
      while (!(await listening()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(await listening(), 'both instances listen again');
    } finally {
      await admin.end();
    }
    assert.equal((await titles(two.url))[0], 'Behind their backs');
    assert.equal((await post('After the reconnect', 2032)).status, 200);
    assert.equal((await titles(two.url))[0], 'After the reconnect');
    // Each write was answered once the other instance confirmed it, not after the wait for one that never came.
    for (const server of [one, two]) assert.doesNotMatch(server.output(), /did not confirm|could not broadcast/);
  });
});

describe("visitors' pages across API instances on one PostgreSQL", { skip: SKIP }, () => {
  it('answers a page kept by one instance anew once its data is written through the other', async () => {
    const database = (await createServerDatabase())!;
    cleanups.push(database.drop);
    const webRoot = await siteFolder();
    cleanups.push(async () => fs.rmSync(webRoot, { recursive: true, force: true }));
    writeShellDocument(webRoot);
    const env = { DATABASE_URL: database.url, ...ADMIN, LOG_LEVEL: 'warn', WEB_ROOT: webRoot, SEED_DEMO: 'false' };
    const one = await startServer(env);
    running.push(one);
    const two = await startServer(env);
    running.push(two);
    const cookie = await login(one.url, 'labadmin', 'admin password 1');
    const made = await documentedFetch(`${one.url}/api/highlights`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(highlight('Kept on two', 2030)),
    });
    assert.equal(made.status, 200);
    const id = ((await made.json()) as { data: { _id: string } }).data._id;
    // The page's head is the record's: read, and kept, by the instance that answers it.
    const page = async () => {
      const response = await fetch(`${two.url}/lab_highlights/${id}`, { headers: { accept: 'text/html' } });
      return { status: response.status, title: /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] };
    };
    const kept = await page();
    assert.equal(kept.status, 200);
    assert.match(kept.title ?? '', /Kept on two/);
    assert.deepEqual(await page(), kept);
    const removed = await documentedFetch(`${one.url}/api/highlights/${id}`, { method: 'DELETE', headers: { cookie } });
    assert.equal(removed.status, 200);
    assert.equal((await page()).status, 404);
  });
});

describe('the remote registry across API instances on one PostgreSQL', { skip: SKIP }, () => {
  it('serves a version activated through one instance at once through the other, and its rollback too', async () => {
    const database = (await createServerDatabase())!;
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, ...ADMIN, LOG_LEVEL: 'warn', WEB_ROOT: await siteFolder(), SEED_DEMO: 'false' };
    const one = await startServer(env);
    running.push(one);
    const two = await startServer(env);
    running.push(two);
    const cookie = await login(one.url, 'labadmin', 'admin password 1');
    const made = await documentedFetch(`${one.url}/api/remotes/mfe-timeline/deploy-tokens`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"mayActivate":true}' });
    const token = ((await made.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('bundle', new Blob([new Uint8Array(await timelineBundle())]), 'dist.tar.gz');
    const deployed = await documentedFetch(`${one.url}/api/remotes/mfe-timeline/versions`, { method: 'POST', headers: auth, body: form });
    assert.equal(deployed.status, 201, await deployed.clone().text());
    const config = async (url: string) => ((await (await fetch(`${url}/remotes.json`)).json()) as { remotes: Record<string, string> }).remotes.mfe_timeline;
    assert.equal(await config(two.url), '/remotes/mfe-timeline/remoteEntry.js');

    const activate = await documentedFetch(`${one.url}/api/remotes/mfe-timeline/activate`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"version":2}' });
    assert.equal(activate.status, 200);
    assert.equal(await config(two.url), '/remotes/mfe-timeline/2/mf-manifest.json', 'the other instance loads it on the next page');
    const entry = await fetch(`${two.url}/remotes/mfe-timeline/2/remoteEntry.js`);
    assert.equal(entry.status, 200, 'and serves its files, unpacked from the database');

    assert.equal((await documentedFetch(`${two.url}/api/remotes/mfe-timeline/rollback`, { method: 'POST', headers: auth })).status, 200);
    assert.equal(await config(one.url), '/remotes/mfe-timeline/remoteEntry.js');
    for (const server of [one, two]) assert.doesNotMatch(server.output(), /did not confirm|could not broadcast|could not follow/);
  });
});
