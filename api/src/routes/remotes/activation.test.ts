import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { findPage } from 'shared-ui/route-table';
import { ALL_REMOTES, siteFolder, tarGz, timelineBundle, timelineFiles } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle, type Caller } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const webRoot = await siteFolder();
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES });

/** Deploys a bundle of mfe-timeline and answers its version. */
async function deploy(caller: Caller, bundle?: Buffer, pkg = 'mfe-timeline'): Promise<number> {
  const response = await uploadBundle(ctx, pkg, bundle ?? (await timelineBundle()), caller);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.version;
}

async function runtimeConfig() {
  return (await ctx.inject({ method: 'GET', url: '/remotes.json' })).json() as { remotes: Record<string, string>; versions: Record<string, number> };
}

const drawsStats = () => findPage(ctx.app.routeTable.current().manifests, '/timeline/stats')?.manifest.remote;

describe('activating a version', () => {
  it('makes the next page load it: runtime config, files, routes, with no restart', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline');
    const version = await deploy(caller);
    assert.equal(drawsStats(), undefined, 'a deployed version is not live');
    const activated = await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
    assert.equal(activated.statusCode, 200, activated.body);
    assert.deepEqual(activated.json(), { data: { version: 2, active: true } });

    const config = await runtimeConfig();
    assert.equal(config.remotes.mfe_timeline, '/remotes/mfe-timeline/2/mf-manifest.json');
    assert.equal(config.versions.mfe_timeline, 2);
    assert.equal(config.remotes.mfe_public, '/remotes/mfe-public/remoteEntry.js', 'the others stay');
    assert.equal(drawsStats(), 'mfe_timeline', "the new version's page is routed at once");

    const entry = await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, timelineFiles()['remoteEntry.js']);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/routes.0123456789.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/missing.js' })).statusCode, 404);
    assert.equal((await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/9/remoteEntry.js' })).statusCode, 404);
    const outside = await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/..%2F..%2Fpackage.json' });
    assert.ok([403, 404].includes(outside.statusCode), `nothing outside the version's folder: ${outside.statusCode}`);
  });

  it('rolls back to the version active before, one step at a time, and no further than the first', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline');
    const two = await deploy(caller);
    const three = await deploy(caller, await timelineBundle({ files: { 'remoteEntry.js': 'var mfe_timeline = 3;' } }));
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version: two });
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version: three });
    assert.equal((await runtimeConfig()).versions.mfe_timeline, 3);

    const back = await callRegistry(ctx, 'mfe-timeline', 'rollback', caller);
    assert.deepEqual(back.json(), { data: { version: 2, active: true } });
    const first = await callRegistry(ctx, 'mfe-timeline', 'rollback', caller, {});
    assert.deepEqual(first.json(), { data: { version: 1, active: true } });
    assert.equal((await runtimeConfig()).remotes.mfe_timeline, '/remotes/mfe-timeline/remoteEntry.js', "back on the site's build");
    assert.equal(drawsStats(), undefined);
    const none = await callRegistry(ctx, 'mfe-timeline', 'rollback', caller);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'mfe-timeline has no earlier version to roll back to.');
  });

  it('refuses a version that does not exist, and one whose routes another remote took since', async () => {
    const admin = await ctx.admin();
    const missing = await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: 7 });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'mfe-timeline has no version 7.');
    const timeline = await deploy(admin);
    // mfe-public deploys a page at the same path while the timeline's version waits, and activates it first.
    const publicFiles = timelineFiles({
      manifest: (manifest) => ({ ...manifest, name: 'mfe_public', id: 'mfe_public' }),
      routes: { schemaVersion: 1, remote: 'mfe_public', area: 'public pages', routes: [{ path: '/timeline/stats', guard: 'public' }], menus: [] },
    });
    const publicBundle = await tarGz(Object.entries(publicFiles).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() })));
    const publicVersion = await deploy(admin, publicBundle, 'mfe-public');
    assert.equal((await callRegistry(ctx, 'mfe-public', 'activate', admin, { version: publicVersion })).statusCode, 200);
    const refused = await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: timeline });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().problems, ['Its route /timeline/stats collides with a page of mfe_public, which is active.']);
  });

  it('is in the audit trail with who did it: deploys, activations, rollbacks and tokens', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline');
    const version = await deploy(caller);
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
    await callRegistry(ctx, 'mfe-timeline', 'rollback', caller);
    const admin = await ctx.admin('auditor');
    const entries = (await ctx.inject({ method: 'GET', url: '/api/admin/audit', as: admin })).json().data as { action: string; actor: string; summary: string }[];
    const label = `deploy token ${caller.id.slice(0, 8)}`;
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actor]),
      [
        ['remote.rolled-back', label],
        ['remote.activated', label],
        ['remote.deployed', label],
        ['deploy-token.created', entries.at(-1)!.actor],
      ],
    );
    assert.deepEqual(
      entries.map((entry) => entry.summary.replace(/\d+\.\d MB/, 'N MB')),
      [
        'Rolled mfe-timeline back from version 2 to 1',
        'Activated version 2 of mfe-timeline (was 1)',
        'Deployed version 2 of mfe-timeline from an uploaded bundle of N MB',
        `Made ${label} for mfe-timeline`,
      ],
    );
    assert.ok(!JSON.stringify(entries).includes('lpd_'), 'never the token itself');
  });
});

describe('a version hosted elsewhere', () => {
  const files = timelineFiles();
  const server = http.createServer((request, response) => {
    const file = files[(request.url ?? '').replace('/v7/', '')];
    response.writeHead(file === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(file);
  });
  after(() => server.close());

  it('is checked by its mf-manifest.json, activated by its URL, and allowed by the pages’ CSP', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const caller = await deployToken(ctx, 'mfe-timeline');
    const deployed = await callRegistry(ctx, 'mfe-timeline', 'versions', caller, { manifestUrl: `${origin}/v7/mf-manifest.json` });
    assert.equal(deployed.statusCode, 201, deployed.body);
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version: deployed.json().data.version });
    assert.equal((await runtimeConfig()).remotes.mfe_timeline, `${origin}/v7/mf-manifest.json`);
    assert.equal(drawsStats(), 'mfe_timeline');
    const csp = String((await ctx.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy']);
    assert.match(csp, new RegExp(`script-src [^;]*${origin.replace(/\./g, '\\.')}`));

    const unreachable = await callRegistry(ctx, 'mfe-timeline', 'versions', caller, { manifestUrl: `${origin}/nothing/mf-manifest.json` });
    assert.equal(unreachable.statusCode, 400);
    assert.match(unreachable.json().problems[0], /^Its mf-manifest\.json cannot be read: .* answered 404\.$/);
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'versions', caller, { manifestUrl: 'file:///etc/passwd' })).statusCode, 400);
  });
});

describe('the Remotes page’s list', () => {
  it('shows each remote with its versions, who deployed them and the active one', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline');
    await deploy(caller);
    const admin = await ctx.admin();
    const list = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: admin })).json().data as {
      name: string;
      activeVersion: number;
      versions: { version: number; by: string | null; size: number | null; active: boolean }[];
    }[];
    assert.deepEqual(list.map((remote) => remote.name), ['mfe-public', 'mfe-projects', 'mfe-members', 'mfe-timeline', 'mfe-admin']);
    const timeline = list.find((remote) => remote.name === 'mfe-timeline')!;
    assert.equal(timeline.activeVersion, 1);
    assert.deepEqual(
      timeline.versions.map(({ version, by, active }) => [version, by, active]),
      [
        [2, `deploy token ${caller.id.slice(0, 8)}`, false],
        [1, null, true],
      ],
    );
    assert.ok(timeline.versions[0]!.size! > 100, 'the size of the archive');
  });
});
