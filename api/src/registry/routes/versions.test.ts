import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { MAX_BUNDLE_BYTES } from '../bundles/bundle-archive.js';
import { closedPort, hostFiles } from '../../testing/hosted-files.js';
import { siteFolder, tarGz, timelineBundle, timelineFiles, timelineRoutes } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder() });

/** The problems a refused upload lists. */
async function refusal(bundle: Buffer): Promise<string[]> {
  const { token } = await deployToken(ctx, 'mfe-timeline');
  const response = await uploadBundle(ctx, 'mfe-timeline', bundle, { token });
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json();
  assert.match(body.message, /^Version refused: \d+ problems?\.$/);
  return body.problems as string[];
}

describe('deploying a version of a remote', () => {
  it('takes a built dist/ as version 2, then 3, not active, with the token of that remote', async () => {
    const { token } = await deployToken(ctx, 'mfe-timeline');
    const first = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), { token });
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(first.json(), { data: { version: 2, active: false } });
    const second = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle({ files: { 'extra.js': '1;' } }), { token });
    assert.deepEqual(second.json(), { data: { version: 3, active: false } });
    const remotes = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: await ctx.admin() })).json().data;
    const timeline = remotes.find((remote: { name: string }) => remote.name === 'mfe-timeline');
    assert.equal(timeline.activeVersion, 1, 'a deploy activates nothing');
    assert.deepEqual(
      timeline.versions.map((version: { version: number; source: string; active: boolean }) => [version.version, version.source, version.active]),
      [[3, 'bundle', false], [2, 'bundle', false], [1, 'build', true]],
    );
  });

  it("refuses a token of another remote, a revoked or unknown one, a member's session and nobody", async () => {
    const timeline = await deployToken(ctx, 'mfe-timeline');
    const bundle = await timelineBundle();
    const other = await uploadBundle(ctx, 'mfe-admin', bundle, { token: timeline.token });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'This deploy token is for mfe-timeline only.');
    assert.equal((await callRegistry(ctx, 'mfe-admin', 'rollback', { token: timeline.token })).statusCode, 403, 'nor roll another remote back');
    assert.equal((await uploadBundle(ctx, 'mfe-timeline', bundle, { token: 'lpd_not-a-token' })).statusCode, 401);
    assert.equal((await uploadBundle(ctx, 'mfe-timeline', bundle, await ctx.member())).statusCode, 403);
    assert.equal((await uploadBundle(ctx, 'mfe-timeline', bundle, undefined)).statusCode, 401);
    const admin = await ctx.admin();
    await ctx.inject({ method: 'DELETE', url: `/api/remotes/mfe-timeline/deploy-tokens/${timeline.id}`, as: admin });
    const revoked = await uploadBundle(ctx, 'mfe-timeline', bundle, { token: timeline.token });
    assert.equal(revoked.statusCode, 401);
    assert.match(revoked.json().message, /unknown or was revoked/);
    assert.equal((await uploadBundle(ctx, 'mfe-timeline', bundle, admin)).statusCode, 201, "an admin's session deploys too");
  });

  it('refuses a manifest that is not JSON, or names another remote, or exposes no routes', async () => {
    assert.deepEqual(await refusal(await timelineBundle({ files: { 'mf-manifest.json': '{not json' } })), ['Its mf-manifest.json is not JSON.']);
    const problems = await refusal(await timelineBundle({ manifest: (manifest) => ({ ...manifest, name: 'mfe_admin', metaData: { ...manifest.metaData, globalName: 'mfe_admin' }, exposes: [] }) }));
    assert.deepEqual(problems, [
      'Its mf-manifest.json names the remote "mfe_admin", not "mfe_timeline".',
      'Its entry remoteEntry.js does not declare the container mfe_admin: it is not the remoteEntry.js of this build.',
      'It does not expose ./routes, which the shell loads.',
    ]);
  });

  it('refuses an entry that is not the container its mf-manifest.json describes', async () => {
    assert.deepEqual(await refusal(await timelineBundle({ files: { 'remoteEntry.js': 'fetch("/api/admin/users", { credentials: "include" });' } })), [
      'Its entry remoteEntry.js does not declare the container mfe_timeline: it is not the remoteEntry.js of this build.',
      'Its entry remoteEntry.js does not expose ./routes, which its mf-manifest.json lists.',
    ]);
  });

  it('refuses routes on the paths the site serves itself', async () => {
    const routes = { ...timelineRoutes(), routes: [...timelineRoutes().routes, { path: '/api/users/:id', guard: 'public' as const }, { path: '/main.js', guard: 'public' as const }] };
    assert.deepEqual(await refusal(await timelineBundle({ routes })), [
      'route-manifest.json: The path /api/users/:id claims /api/*, which the site serves itself.',
      'route-manifest.json: The path /main.js names a file, which the site serves as a file, never as a page.',
    ]);
  });

  it("refuses a react of another major version than the shell's, and lists every problem at once", async () => {
    const problems = await refusal(
      await timelineBundle({
        manifest: (manifest) => ({
          ...manifest,
          shared: manifest.shared.map((module) => (module.name === 'react' ? { ...module, version: '18.3.1', requiredVersion: '^18.3.1' } : module.name === 'react-dom' ? { ...module, singleton: false } : module)),
        }),
        files: { 'route-manifest.json': JSON.stringify({ ...timelineRoutes(), remote: 'mfe_timeline', routes: [] }) },
      }),
    );
    assert.deepEqual(problems.slice(0, 2), [
      "It was built with react 18.3.1, but the shell provides 19.3.1: a remote must use the shell's major version.",
      "It shares react-dom but not as a singleton: a page holds one copy of it, the shell's.",
    ]);
    assert.match(problems[2]!, /^route-manifest\.json: \/routes must NOT have fewer than 1 items\.$/);
  });

  it("refuses routes that another active remote's pages claim", async () => {
    const problems = await refusal(await timelineBundle({ routes: timelineRoutes('/People') }));
    assert.deepEqual(problems, ['Its route /People collides with a page of mfe_public, which is active.']);
  });

  it('refuses archives with absolute paths, .., links or device files, naming each', async () => {
    const files = Object.entries(timelineFiles()).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() }));
    const problems = await refusal(
      await tarGz([
        ...files,
        { name: '../outside.js', type: 'file', content: 'x' },
        { name: '/etc/cron.d/job', type: 'file', content: 'x' },
        { name: 'assets/../../up.js', type: 'file', content: 'x' },
        { name: 'passwd', type: 'symlink', linkname: '/etc/passwd' },
        { name: 'hard', type: 'link', linkname: 'remoteEntry.js' },
        { name: 'tty', type: 'character-device' },
      ]),
    );
    assert.deepEqual(problems, [
      '"../outside.js" leads out of the bundle (..).',
      '"/etc/cron.d/job" is an absolute path.',
      '"assets/../../up.js" leads out of the bundle (..).',
      '"passwd" is a symbolic link: a bundle holds only files and folders.',
      '"hard" is a hard link: a bundle holds only files and folders.',
      '"tty" is a device file: a bundle holds only files and folders.',
    ]);
  });

  it('refuses an archive over the size limit, and one that is no archive', async () => {
    assert.deepEqual(await refusal(randomBytes(MAX_BUNDLE_BYTES + 1024)), [`The bundle is larger than ${MAX_BUNDLE_BYTES / 1024 / 1024} MB, the most accepted.`]);
    assert.deepEqual(await refusal(Buffer.from('not gzip at all')), ['The bundle is not a readable .tar.gz archive.']);
  });

  it('refuses a request with neither a bundle nor a manifest URL, and an unknown remote', async () => {
    const { token } = await deployToken(ctx, 'mfe-timeline');
    const empty = await callRegistry(ctx, 'mfe-timeline', 'versions', { token }, {});
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().problems[0], /^Send the built dist\/ as a \.tar\.gz/);
    const unknown = await callRegistry(ctx, 'mfe-nothing', 'versions', await ctx.admin(), {});
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'No remote named "mfe-nothing".');
  });
});

describe('a version hosted elsewhere, without REMOTE_HOSTS', () => {
  it('is never fetched from this machine, and a closed port answers as an open one does', async () => {
    const host = await hostFiles(timelineFiles());
    try {
      const { token } = await deployToken(ctx, 'mfe-timeline');
      const { port } = new URL(host.origin);
      const urls = [host.origin, `http://localhost:${port}`, `http://[::1]:${port}`, `http://0x7f.1:${port}`, `http://127.0.0.1:${await closedPort()}`];
      const answers = [];
      for (const url of urls) {
        const response = await callRegistry(ctx, 'mfe-timeline', 'versions', { token }, { manifestUrl: `${url}/mf-manifest.json` });
        answers.push([response.statusCode, response.json().problems]);
      }
      const refused = [400, ['The manifest URL could not be read: it must be a public https or http address serving the built files.']];
      assert.deepEqual(answers, urls.map(() => refused));
      assert.deepEqual(host.requests, [], 'not one request reached it');
    } finally {
      await host.close();
    }
  });
});
