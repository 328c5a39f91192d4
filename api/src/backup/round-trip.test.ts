import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PDF } from '../testing/attachments.js';
import { runBackupCli } from '../testing/backup-cli.js';
import { documentedFetch } from '../testing/documented-fetch.js';
import { siteFolder, timelineBundle } from '../testing/remote-bundles.js';
import { login, startServer, type ServerProcess } from '../testing/server-process.js';
import { createServerDatabase } from '../testing/test-database.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = { ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1' };
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-backup-'));
cleanups.push(() => fs.rmSync(scratch, { recursive: true, force: true }));
const webRoot = await siteFolder();
cleanups.push(() => fs.rmSync(webRoot, { recursive: true, force: true }));

after(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
});

type Storage = Record<string, string>;

function freshFolder(): Storage {
  return { DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')) };
}

async function freshPostgres(): Promise<Storage> {
  const database = (await createServerDatabase())!;
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}

async function start(storage: Storage): Promise<ServerProcess> {
  const server = await startServer({ ...storage, ...ADMIN, WEB_ROOT: webRoot, LOG_LEVEL: 'warn' });
  running.push(server);
  return server;
}

interface Lab {
  server: ServerProcess;
  cookie: string;
  /** The resource's file, as a member downloads it. */
  file: string;
}

/** Demo content, plus what a lab adds: a file attached to a resource, and a deployed, activated version of a remote. */
async function labOn(storage: Storage): Promise<Lab> {
  const server = await start(storage);
  const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  const resources = (await (await documentedFetch(`${server.url}/api/resources`, { headers: { cookie } })).json()) as { data: { _id: string }[] };
  const resourceId = resources.data[0]!._id;
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'primer.pdf');
  const uploaded = await documentedFetch(`${server.url}/api/resources/${resourceId}/attachments`, { method: 'POST', headers: { cookie }, body: form });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const attachmentId = ((await uploaded.json()) as { data: { _id: string }[] }).data[0]!._id;

  const made = await documentedFetch(`${server.url}/api/remotes/mfe-timeline/deploy-tokens`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"mayActivate":true}' });
  const auth = { authorization: `Bearer ${((await made.json()) as { data: { token: string } }).data.token}` };
  const bundle = new FormData();
  bundle.append('bundle', new Blob([new Uint8Array(await timelineBundle())]), 'dist.tar.gz');
  const deployed = await documentedFetch(`${server.url}/api/remotes/mfe-timeline/versions`, { method: 'POST', headers: auth, body: bundle });
  assert.equal(deployed.status, 201, await deployed.clone().text());
  const activated = await documentedFetch(`${server.url}/api/remotes/mfe-timeline/activate`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"version":2}' });
  assert.equal(activated.status, 200);
  await untilPagesOfVersion2(server.url);
  return { server, cookie, file: `/api/resources/${resourceId}/attachments/${attachmentId}` };
}

/** The active version's route manifest is read in the background (after an activation, at start): its page shows once it is. */
async function untilPagesOfVersion2(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const config = (await (await fetch(`${url}/remotes.json`)).json()) as { routes: { routes: { path: string }[] }[] };
    if (config.routes.some((manifest) => manifest.routes.some((route) => route.path === '/timeline/stats'))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail('the activated version\'s pages never showed in /remotes.json');
}

/** What visitors and members see of the lab's data: members, the resource's file, the timeline, the remotes the pages load. */
async function answers(url: string, lab: Lab) {
  const read = async (route: string, headers: Record<string, string> = {}) => {
    const response = await (route.startsWith('/api/') ? documentedFetch : fetch)(`${url}${route}`, { headers });
    assert.equal(response.status, 200, `${route}: ${await response.clone().text()}`);
    return response;
  };
  return {
    members: await (await read('/api/members')).json(),
    file: Buffer.from(await (await read(lab.file, { cookie: lab.cookie })).arrayBuffer()).toString('base64'),
    timeline: await (await read('/api/snapshots', { cookie: lab.cookie })).json(),
    remotes: await (await read('/remotes.json')).json(),
    deployedEntry: await (await read('/remotes/mfe-timeline/2/remoteEntry.js')).text(),
  };
}

async function backUp(storage: Storage, name: string): Promise<{ file: string; said: string }> {
  const file = path.join(scratch, name);
  const run = await runBackupCli(['backup', '--out', file], storage);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^Backed up .+ to .+ \(\d+\.\d MB\)\.\n$/);
  return { file, said: run.stdout };
}

async function restoreAndCompare(file: string, target: Storage, lab: Lab, expected: Awaited<ReturnType<typeof answers>>) {
  const run = await runBackupCli(['restore', file], target);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^Restored .+ into .+; start the server on it\.\n$/);
  const restored = await start(target);
  await untilPagesOfVersion2(restored.url);
  assert.deepEqual(await answers(restored.url, lab), expected);
  await restored.stop();
}

describe('npm run backup and npm run restore', () => {
  it(`back up PGlite while its server runs, and restore into a fresh data folder${onPostgres ? ' and a fresh PostgreSQL database' : ''}`, async () => {
    const source = freshFolder();
    const lab = await labOn(source);
    const expected = await answers(lab.server.url, lab);
    assert.equal(expected.file, PDF.toString('base64'));
    assert.equal(expected.remotes.remotes.mfe_timeline, '/remotes/mfe-timeline/2/mf-manifest.json');

    const { file: online, said } = await backUp(source, 'pglite.sql.gz');
    assert.match(said, /through the running server/);
    const busy = await runBackupCli(['restore', online, '--force'], source);
    assert.equal(busy.code, 1);
    assert.equal(busy.stderr, `Cannot restore: A server is using ${source.DATA_DIR}: stop it, restore, and start it again.\n`);

    await lab.server.stop();
    const offline = await runBackupCli(['backup', '--out', path.join(scratch, 'pglite-stopped.sql')], source);
    assert.equal(offline.code, 0, offline.stderr);
    assert.doesNotMatch(offline.stdout, /running server/);
    const refused = await runBackupCli(['restore', online], source);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /already holds a database with tables: restore into an empty data folder, or add --force/);

    await restoreAndCompare(online, freshFolder(), lab, expected);
    if (onPostgres) await restoreAndCompare(online, await freshPostgres(), lab, expected);
  });

  it('back up PostgreSQL while its server runs, and restore into a fresh data folder and a fresh PostgreSQL database', { skip: onPostgres ? false : 'needs a PostgreSQL server (scripts/with-postgres.sh)' }, async () => {
    const source = await freshPostgres();
    const lab = await labOn(source);
    const expected = await answers(lab.server.url, lab);
    const { file } = await backUp(source, 'postgres.sql');
    await lab.server.stop();

    const refused = await runBackupCli(['restore', file], source);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /already has tables: restore into an empty database, or add --force/);

    await restoreAndCompare(file, freshFolder(), lab, expected);
    await restoreAndCompare(file, await freshPostgres(), lab, expected);
  });
});
