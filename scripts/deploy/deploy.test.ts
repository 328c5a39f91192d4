import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { deploy } from './deploy';
import { capture, closePortals, fakePortal, makeRemote, posts, readArchive, removeTemporaryFolders, statusReply, type Received, type Reply } from './testing';

const TOKEN = 'lpd_test_token';

const servers: http.Server[] = [];
after(() => {
  servers.forEach((server) => server.close());
  closePortals();
  removeTemporaryFolders();
});

/** The fake portal, with `reply` for the registry's writes (the status and the route table as usual). */
const portal = (reply: (request: Received) => Reply) => fakePortal((request) => (request.method === 'POST' ? reply(request) : undefined));

/** The file sent in field `bundle` of a multipart/form-data body, checking it is the body's only part. */
function bundleOf(request: Received): Buffer {
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request.headers['content-type'] ?? '')?.[1];
  assert.ok(boundary, request.headers['content-type']);
  const body = request.body.toString('latin1');
  const head = body.indexOf('\r\n\r\n');
  assert.match(body.slice(0, head), new RegExp(`^--${boundary}\r\nContent-Disposition: form-data; name="bundle"; filename="mfe-timeline.tar.gz"\r\n`));
  const tail = `\r\n--${boundary}--\r\n`;
  assert.ok(body.endsWith(tail));
  return Buffer.from(body.slice(head + 4, -tail.length), 'latin1');
}

async function run(argv: string[], dir = makeRemote(), env: NodeJS.ProcessEnv = {}) {
  const stdout = capture();
  const stderr = capture();
  const code = await deploy(argv, { stdout, stderr, env, cwd: dir });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const accepted = (version: number): Reply => ({ status: 201, body: { data: { version, active: false } } });

describe('deploy', () => {
  it("uploads dist/'s files in field `bundle` with the token, and says where to look", async () => {
    const site = await portal(() => accepted(4));
    const result = await run(['--portal', site.url, '--token', TOKEN]);

    assert.equal(result.code, 0);
    assert.equal(
      result.stdout,
      'Version 4 of mfe-timeline was accepted.\n' +
        'It is not active yet: pages keep loading the active version until this one is activated.\n' +
        `See it at ${site.url}/admin/remotes\n`,
    );
    assert.match(result.stderr, /^Packed 3 files of dist\/ into \d+ B\.\nUploading: 100% \(\d+ B \/ \d+ B\)\n$/);
    assert.deepEqual(site.received.map((request) => `${request.method} ${request.url}`), ['GET /api/remotes/mfe-timeline/status', 'POST /api/remotes/mfe-timeline/versions']);
    assert.equal(site.received[0].headers.authorization, `Bearer ${TOKEN}`, 'the token is checked first, before anything is sent');
    const [, upload] = site.received;
    assert.equal(upload.url, '/api/remotes/mfe-timeline/versions');
    assert.equal(upload.headers.authorization, `Bearer ${TOKEN}`);
    const entries = await readArchive(bundleOf(upload));
    assert.deepEqual([...entries.keys()].sort(), ['mf-manifest.json', 'remoteEntry.js', 'route-manifest.json']);
    assert.equal(entries.get('remoteEntry.js')?.content.toString(), 'var mfe_timeline;');
  });

  it('streams a large archive whole, drawing progress as it goes', async () => {
    const site = await portal(() => accepted(5));
    const noise = randomBytes(1024 * 1024);
    const dir = makeRemote({ 'remoteEntry.js': 'var mfe_timeline;', 'mf-manifest.json': '{}', 'vendor.js': noise });
    const result = await run(['--portal', site.url, '--token', TOKEN], dir);

    assert.equal(result.code, 0);
    const quarters = [...result.stderr.matchAll(/^Uploading: (\d+)% /gm)].map((line) => Math.floor(Number(line[1]) / 25));
    assert.deepEqual(quarters, [1, 2, 3, 4]);
    const entries = await readArchive(bundleOf(posts(site.received)[0]));
    assert.deepEqual(entries.get('vendor.js')?.content, noise);
  });

  it('activates the accepted version when asked, with the token from LAB_DEPLOY_TOKEN', async () => {
    const site = await portal((request) =>
      request.url.endsWith('/activate') ? { status: 200, body: { data: { version: 4, active: true } } } : accepted(4),
    );
    const result = await run(['--portal', site.url, '--activate'], makeRemote(), { LAB_DEPLOY_TOKEN: TOKEN });

    assert.equal(result.code, 0);
    assert.equal(
      result.stdout,
      `Version 4 of mfe-timeline was accepted.\nVersion 4 is now active: the next page load uses it.\nSee it at ${site.url}/admin/remotes\n`,
    );
    const activation = posts(site.received)[1];
    assert.equal(activation.url, '/api/remotes/mfe-timeline/activate');
    assert.equal(activation.headers.authorization, `Bearer ${TOKEN}`);
    assert.equal(activation.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(activation.body.toString()), { version: 4 });
  });

  it('lists every problem the portal found, one a line, and fails', async () => {
    const problems = ['dist/ has no remoteEntry.js.', 'The route /timeline is already served by mfe-public.'];
    const site = await portal(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Version refused: 2 problems.', problems },
    }));
    const result = await run(['--portal', site.url, '--token', TOKEN, '--activate']);

    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.endsWith(`The portal refused this version:\n- ${problems[0]}\n- ${problems[1]}\n`), result.stderr);
    assert.equal(posts(site.received).length, 1);
  });

  it('fails when the accepted version cannot be activated', async () => {
    const site = await portal((request) =>
      request.url.endsWith('/activate')
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Not activated.', problems: ['/timeline now collides with mfe-public.'] } }
        : accepted(6),
    );
    const result = await run(['--portal', site.url, '--token', TOKEN, '--activate']);

    assert.equal(result.code, 1);
    assert.equal(result.stdout, 'Version 6 of mfe-timeline was accepted.\n');
    assert.ok(
      result.stderr.endsWith(
        'Version 6 was accepted but not activated:\n- /timeline now collides with mfe-public.\n' +
          `Pages keep loading the version that was active before.\nSee it at ${site.url}/admin/remotes\n`,
      ),
      result.stderr,
    );
  });

  it('explains a refused token, unknown or revoked (401) or of another remote (403), before sending anything', async () => {
    const unknown = await fakePortal(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Log in first.' } }));
    const other = await fakePortal(() => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Not yours.' } }));
    const refused = await run(['--portal', unknown.url, '--token', TOKEN]);
    const misplaced = await run(['--portal', other.url, '--token', TOKEN]);

    assert.deepEqual([...posts(unknown.received), ...posts(other.received)], [], 'no archive sent');
    assert.doesNotMatch(refused.stderr, /Packed/, 'not even packed');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /The portal does not know this deploy token, or it was revoked: ask an admin for a new deploy token of mfe-timeline\.\n$/);
    assert.equal(misplaced.code, 1);
    assert.match(misplaced.stderr, /This deploy token belongs to another remote: mfe-timeline takes only its own deploy tokens\.\n$/);
  });

  it('takes an answer given before the upload ended, as a portal refusing a token early does', async () => {
    const server = http.createServer((request, response) => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(statusReply().body));
        return;
      }
      response.writeHead(401, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Unknown token.' }));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = makeRemote({ 'remoteEntry.js': 'var mfe_timeline;', 'mf-manifest.json': '{}', 'vendor.js': randomBytes(4 * 1024 * 1024) });
    const result = await run(['--portal', `http://127.0.0.1:${(server.address() as AddressInfo).port}`, '--token', TOKEN], dir);

    assert.equal(result.code, 1);
    assert.match(result.stderr, /The portal does not know this deploy token, or it was revoked/);
  });

  it("passes on the portal's message, tells its failures apart, and doubts an address that does not answer as the portal", async () => {
    const missing = await portal(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No remote named "mfe-timeline".' } }));
    const elsewhere = await fakePortal(() => ({ status: 404, body: '<html>Cannot GET</html>' }));

    assert.match((await run(['--portal', missing.url, '--token', TOKEN])).stderr, /The portal refused this version: No remote named "mfe-timeline"\.\n$/);
    const broken = await fakePortal(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }));
    assert.match(
      (await run(['--portal', broken.url, '--token', TOKEN])).stderr,
      /The portal failed on its side \(500 Internal Server Error\): try again later, and tell its admin if it keeps failing\.\n$/,
    );
    const result = await run(['--portal', elsewhere.url, '--token', TOKEN]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, new RegExp(`The portal answered 404 Not Found, not as the remote registry does: is ${elsewhere.url} the portal's address\\?\\n$`));
  });

  it('says the portal could not be reached, at which address', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise((resolve) => server.close(resolve));
    const result = await run(['--portal', url, '--token', TOKEN]);

    assert.equal(result.code, 1);
    assert.match(result.stderr, new RegExp(`The portal could not be reached at ${url}: nothing answers at that address\\.\\n$`));
  });

  it('exits with 2 for a usage error, and 0 for --help, without building or uploading', async () => {
    const usage = await run(['--token', TOKEN]);
    assert.equal(usage.code, 2);
    assert.equal(usage.stderr, 'Say which portal to deploy to, as in --portal http://localhost:8080.\nRun it with --help to see how it is used.\n');
    const help = await run(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: npm run -s deploy -w <remote> -- --portal <url>/);
  });
});

describe('deploy-remote.ts', () => {
  const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
  const script = path.join(__dirname, 'deploy-remote.ts');
  const command = (argv: string[], cwd: string) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(tsx, ['--conditions=source', script, ...argv], { cwd, env: { PATH: process.env.PATH } }, (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }));
    });

  it("runs in the remote's folder as npm run -w does, and exits with the outcome's code", async () => {
    const site = await portal(() => accepted(7));
    const dir = makeRemote();
    assert.deepEqual(await command(['--portal', site.url, '--token', TOKEN], dir), {
      code: 0,
      stdout: `Version 7 of mfe-timeline was accepted.\nIt is not active yet: pages keep loading the active version until this one is activated.\nSee it at ${site.url}/admin/remotes\n`,
    });
    assert.equal((await command(['--portal', site.url], dir)).code, 2);
  });
});
