import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPage } from 'shared-ui/route-table';
import { remoteActivations } from '../../db/schema.js';
import { addVersion, recordActivation } from '../repository/versions.js';
import { closedPort, hostFiles } from '../../testing/hosted-files.js';
import { ALL_REMOTES, containerEntry, siteFolder, tarGz, timelineBundle, timelineFiles, timelineRoutes } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle, type Caller } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const webRoot = await siteFolder();
// The teams' hosts in these tests are servers of the test on 127.0.0.1, which a site allows only by REMOTE_HOSTS.
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, remoteHosts: ['127.0.0.1'] });

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
    const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
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
    const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
    const two = await deploy(caller);
    const three = await deploy(caller, await timelineBundle({ files: { 'remoteEntry.js': `${containerEntry('mfe_timeline')}\n// 3` } }));
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
      manifest: (manifest) => ({ ...manifest, name: 'mfe_public', id: 'mfe_public', metaData: { ...manifest.metaData, globalName: 'mfe_public' } }),
      routes: { schemaVersion: 1, remote: 'mfe_public', area: 'public pages', routes: [{ path: '/timeline/stats', guard: 'public' }], menus: [] },
      files: { 'remoteEntry.js': containerEntry('mfe_public') },
    });
    const publicBundle = await tarGz(Object.entries(publicFiles).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() })));
    const publicVersion = await deploy(admin, publicBundle, 'mfe-public');
    assert.equal((await callRegistry(ctx, 'mfe-public', 'activate', admin, { version: publicVersion })).statusCode, 200);
    const refused = await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: timeline });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().problems, ['Its route /timeline/stats collides with a page of mfe_public, which is active.']);
  });

  it('is in the audit trail with who did it, by its label: deploys, activations, rollbacks and tokens', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline', { label: 'Timeline team', mayActivate: true });
    const version = await deploy(caller);
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
    await callRegistry(ctx, 'mfe-timeline', 'rollback', caller);
    const admin = await ctx.admin('auditor');
    const entries = (await ctx.inject({ method: 'GET', url: '/api/admin/audit', as: admin })).json().data as { action: string; actor: string; summary: string }[];
    const label = `deploy token ${caller.id.slice(0, 8)} (Timeline team)`;
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
        `Made ${label} for mfe-timeline, which may also roll out and activate versions`,
      ],
    );
    assert.ok(!JSON.stringify(entries).includes('lpd_'), 'never the token itself');
    const activations = await ctx.database.db.select().from(remoteActivations).orderBy(remoteActivations.seq);
    assert.deepEqual(activations.map((row) => [row.version, row.by, row.automatic]), [[2, label, false], [1, label, false]], 'each activation says who made it');
  });
});

describe('a version hosted elsewhere', () => {
  const unreadable = 'The manifest URL could not be read: it must be a public https or http address serving the built files.';

  it('is fetched whole once, stored, and served from the site: the host changes nothing of it after', async () => {
    const host = await hostFiles(timelineFiles());
    try {
      const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
      const manifestUrl = `${host.origin}/v7/mf-manifest.json`;
      host.files = Object.fromEntries(Object.entries(timelineFiles()).map(([file, content]) => [`v7/${file}`, content]));
      const deployed = await callRegistry(ctx, 'mfe-timeline', 'versions', caller, { manifestUrl });
      assert.equal(deployed.statusCode, 201, deployed.body);
      assert.deepEqual([...host.requests].sort(), ['v7/first-load.json', 'v7/mf-manifest.json', 'v7/remoteEntry.js', 'v7/route-manifest.json', 'v7/routes.0123456789.js']);

      // The host now serves a route manifest taking an admin page, and another script.
      host.files['v7/route-manifest.json'] = JSON.stringify(timelineRoutes('/admin/members'));
      host.files['v7/remoteEntry.js'] = 'alert(document.cookie)';
      const requestsSoFar = host.requests.length;
      await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version: deployed.json().data.version });
      assert.equal((await runtimeConfig()).remotes.mfe_timeline, '/remotes/mfe-timeline/2/mf-manifest.json');
      assert.equal(drawsStats(), 'mfe_timeline');
      assert.equal(findPage(ctx.app.routeTable.current().manifests, '/admin/members')?.manifest.remote, 'mfe_admin');
      assert.equal((await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/remoteEntry.js' })).body, containerEntry('mfe_timeline'));
      assert.equal((await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/routes.0123456789.js' })).statusCode, 200);
      const csp = String((await ctx.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy']);
      assert.doesNotMatch(csp, /127\.0\.0\.1/, 'no script of the host is allowed on the pages');
      assert.equal(host.requests.length, requestsSoFar, 'the host is never read again');

      const listed = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: await ctx.admin() })).json().data.find((remote: { name: string }) => remote.name === 'mfe-timeline');
      assert.deepEqual(listed.versions[0].source, 'url');
      assert.equal(listed.versions[0].manifestUrl, manifestUrl, 'the URL stays, as information');
      assert.ok(listed.versions[0].size > 100, 'the size of the stored archive');
    } finally {
      await host.close();
    }
  });

  it('is refused with one sentence whatever fails: a closed port, a missing file, a file too large', async () => {
    const host = await hostFiles({ ...timelineFiles(), 'routes.0123456789.js': Buffer.alloc(21 * 1024 * 1024) });
    try {
      const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
      const answers = [];
      for (const url of [`http://127.0.0.1:${await closedPort()}/mf-manifest.json`, `${host.origin}/nothing/mf-manifest.json`, `${host.origin}/mf-manifest.json`]) {
        const response = await callRegistry(ctx, 'mfe-timeline', 'versions', caller, { manifestUrl: url });
        answers.push([response.statusCode, response.json().problems]);
      }
      assert.deepEqual(answers, [0, 1, 2].map(() => [400, [unreadable]]));
    } finally {
      await host.close();
    }
  });

  it('registered by its URL alone, before versions were stored, is never served, nor activated again', async () => {
    // Loopback, and nothing there: were it read, it would reach nothing off this machine.
    const manifestUrl = `http://127.0.0.1:${await closedPort()}/mf-manifest.json`;
    const row = await addVersion(ctx.app.db, { remote: 'mfe-timeline', source: 'url', manifestUrl, deployedBy: 'admin alice' });
    await recordActivation(ctx.app.db, 'mfe-timeline', row.version, 1);
    await ctx.app.remoteDirectory.reload();
    assert.equal((await runtimeConfig()).remotes.mfe_timeline, '/remotes/mfe-timeline/remoteEntry.js', "the site's build in its place");
    const again = await callRegistry(ctx, 'mfe-timeline', 'activate', await ctx.admin(), { version: row.version });
    assert.equal(again.statusCode, 400);
    assert.match(again.json().problems[0], /^Version 2 was registered by its URL before hosted versions were stored on the site/);
  });
});

describe('a path two remotes claim', () => {
  it('stays with the remote that had it first, even when the other rolls back to a version claiming it', async () => {
    const admin = await ctx.admin();
    const publicStats = timelineFiles({
      manifest: (manifest) => ({ ...manifest, name: 'mfe_public', id: 'mfe_public', metaData: { ...manifest.metaData, globalName: 'mfe_public' } }),
      routes: { schemaVersion: 1, remote: 'mfe_public', area: 'public pages', routes: [{ path: '/', guard: 'public' }, { path: '/timeline/stats', guard: 'public' }], menus: [] },
      files: { 'remoteEntry.js': containerEntry('mfe_public') },
    });
    const publicVersion = await deploy(admin, await tarGz(Object.entries(publicStats).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() }))), 'mfe-public');
    await callRegistry(ctx, 'mfe-public', 'activate', admin, { version: publicVersion });
    await callRegistry(ctx, 'mfe-public', 'activate', admin, { version: 1 });
    // Nobody draws /timeline/stats now: the timeline takes it.
    const timeline = await deploy(admin);
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: timeline })).statusCode, 200);
    await callRegistry(ctx, 'mfe-public', 'rollback', admin);
    assert.equal((await runtimeConfig()).versions.mfe_public, publicVersion);
    assert.equal(drawsStats(), 'mfe_timeline', 'the earlier remote in the list does not take it back');
  });
});

describe('the files of stored versions', () => {
  const evil = '<script src="evil.js"></script>';

  it('are served for the active version only, and never as a page', async () => {
    const admin = await ctx.admin();
    const files = { 'evil.html': evil, 'evil.svg': `<svg xmlns="http://www.w3.org/2000/svg">${evil}</svg>`, 'dir/index.html': evil };
    const two = await deploy(admin, await timelineBundle({ files }));
    const three = await deploy(admin, await timelineBundle({ files: { ...files, 'remoteEntry.js': `${containerEntry('mfe_timeline')}\n// 3` } }));
    const get = async (url: string) => ctx.inject({ method: 'GET', url });
    assert.equal((await get(`/remotes/mfe-timeline/${two}/remoteEntry.js`)).statusCode, 404, 'a version not active is nobody’s');
    await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: three });
    assert.equal((await get(`/remotes/mfe-timeline/${two}/evil.html`)).statusCode, 404);
    assert.equal((await get(`/remotes/mfe-timeline/${two}/remoteEntry.js`)).statusCode, 404);
    assert.equal((await get(`/remotes/mfe-timeline/${three}/remoteEntry.js`)).statusCode, 200);
    for (const url of [`/remotes/mfe-timeline/${three}/evil.html`, `/remotes/mfe-timeline/${three}/evil%2Ehtml`, `/remotes/mfe-timeline/${three}/evil%252Ehtml`, `/remotes/mfe-timeline/${three}/dir/`]) {
      const page = await get(url);
      assert.equal(page.statusCode, 404, url);
      assert.doesNotMatch(String(page.headers['content-type']), /html/);
    }
    const picture = await get(`/remotes/mfe-timeline/${three}/evil.svg`);
    assert.equal(picture.statusCode, 200);
    assert.match(String(picture.headers['content-security-policy']), /^default-src 'none'; sandbox$/, 'opened by itself, it runs nothing');
  });

  it('stop the moment another version is active: the one it replaced is nobody\'s', async () => {
    const admin = await ctx.admin();
    const two = await deploy(admin);
    const three = await deploy(admin, await timelineBundle({ files: { 'remoteEntry.js': `${containerEntry('mfe_timeline')}\n// 3` } }));
    await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: two });
    assert.equal((await ctx.inject({ method: 'GET', url: `/remotes/mfe-timeline/${two}/routes.0123456789.js` })).statusCode, 200);
    await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: three });
    assert.equal((await ctx.inject({ method: 'GET', url: `/remotes/mfe-timeline/${two}/routes.0123456789.js` })).statusCode, 404);
    assert.deepEqual([...ctx.app.remoteDirectory.liveVersions('mfe-timeline')], [three]);
  });
});

describe('the Remotes page’s list', () => {
  it('shows each remote with its versions, who deployed them and the active one', async () => {
    const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
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
