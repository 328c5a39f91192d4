import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { deploy } from './deploy';
import { capture, closePortals, fakePortal, LIMITS, makeRemote, posts, removeTemporaryFolders, SHELL_SHARED, statusReply } from './testing';

const TOKEN = 'lpd_test_token';

after(() => {
  closePortals();
  removeTemporaryFolders();
});

async function dryRun(portal: string, dir = makeRemote()) {
  const stdout = capture();
  const stderr = capture();
  const code = await deploy(['--portal', portal, '--token', TOKEN, '--dry-run'], { stdout, stderr, env: {}, cwd: dir });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const timelineDist = (paths: string[], shared: object[] = SHELL_SHARED) => ({
  'remoteEntry.js': 'var mfe_timeline;',
  'mf-manifest.json': JSON.stringify({ name: 'mfe_timeline', metaData: { routeManifest: 'routes/manifest.json' }, shared }),
  'routes/manifest.json': JSON.stringify({ remote: 'mfe_timeline', routes: paths.map((path) => ({ path, guard: 'public' })), menus: [] }),
});

describe('deploy --dry-run', () => {
  it("checks the token, the limits, the routes and the shared modules against the portal's, and uploads nothing", async () => {
    const site = await fakePortal((request) =>
      request.url === '/remotes.json' ? { status: 200, body: { routes: [{ remote: 'mfe_public', routes: [{ path: '/', guard: 'public' }], menus: [] }] } } : undefined,
    );
    const result = await dryRun(site.url, makeRemote(timelineDist(['/timeline', '/timeline/:id'])));
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(site.received.map((request) => `${request.method} ${request.url}`), ['GET /api/remotes/mfe-timeline/status', 'GET /remotes.json', 'GET /mf-manifest.json']);
    assert.equal(site.received[0]!.headers.authorization, `Bearer ${TOKEN}`);
    assert.match(
      result.stdout,
      new RegExp(
        `^The deploy token is valid for mfe-timeline at ${site.url}: version 1 is active\\.\\n` +
          "Dry run, nothing uploaded: dist/ is within the portal's limits \\(\\d+ B of 20\\.0 MB\\), no other remote's page has its routes, and its shared modules fit the portal's shell\\.\\n$",
      ),
    );
  });

  it("lists every problem the portal would find before reading a file: sizes, counts, names, routes another remote has", async () => {
    const long = `${'a'.repeat(40)}.js`;
    const site = await fakePortal((request) => {
      if (request.url.endsWith('/status')) return statusReply({ limits: { ...LIMITS, bundleBytes: 100, unpackedBytes: 50, files: 3, nameLength: 30 } });
      if (request.url === '/remotes.json') return { status: 200, body: { routes: [{ remote: 'mfe_public', routes: [{ path: '/Timeline', guard: 'public' }], menus: [] }] } };
      return undefined;
    });
    const result = await dryRun(site.url, makeRemote({ ...timelineDist(['/timeline', '/timeline/stats']), [long]: 'x'.repeat(60) }));
    assert.equal(result.code, 1);
    assert.equal(result.stdout, `The deploy token is valid for mfe-timeline at ${site.url}: version 1 is active.\n`);
    const lines = result.stderr.split('\n');
    const problems = lines.slice(lines.indexOf("Dry run, nothing uploaded: the portal would refuse this dist/:") + 1, -1);
    assert.deepEqual(problems.map((line) => line.replace(/\d+(\.\d)? (B|KB)/g, 'N')), [
      '- The archive is N; the portal takes at most N.',
      '- dist/ holds N; the portal takes at most N unpacked.',
      '- dist/ holds 5 files and folders; the portal takes at most 3.',
      `- dist/${long} has a name longer than 30 characters.`,
      '- Its route /timeline is a page of mfe_public already, which has it first.',
    ]);
    assert.deepEqual(posts(site.received), []);
  });

  it("refuses a React other than the shell's, or one not shared as a singleton, as the portal would", async () => {
    const site = await fakePortal(() => undefined);
    const shared = [{ name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.0' }, { name: 'shared-ui', version: '0.0.0', singleton: false }];
    const result = await dryRun(site.url, makeRemote(timelineDist(['/timeline'], shared)));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /- It was built with react 18\.3\.1, but the shell provides 19\.3\.1: a remote must use the shell's major version\.\n/);
    assert.match(result.stderr, /- It shares shared-ui but not as a singleton: a page holds one copy of it, the shell's\.\n/);
    assert.deepEqual(posts(site.received), []);
  });

  it("stops at a refused token, before building or packing", async () => {
    const site = await fakePortal(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Unknown token.' } }));
    const result = await dryRun(site.url);
    assert.equal(result.code, 1);
    assert.equal(result.stderr, 'The portal does not know this deploy token, or it was revoked: ask an admin for a new deploy token of mfe-timeline.\n');
  });
});
