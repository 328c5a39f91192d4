import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_REMOTES, containerEntry, siteFolder, tarGz, timelineBundle, timelineFiles } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle } from '../../testing/registry.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

async function upload(admin: TestUser, mark = ''): Promise<number> {
  const response = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle({ files: { 'remoteEntry.js': `${containerEntry('mfe_timeline')}\n// ${mark}` } }), admin);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.version;
}

async function status() {
  const { token } = await deployToken(ctx, 'mfe-timeline');
  const response = await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/status', headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { activeVersion: number; rollout: { version: number; percent: number; startedBy: string } | null; versions: { version: number; state: string }[] };
}

describe('rolling out a version', () => {
  it('refuses a percent that is not a whole number from 1 to 100', async () => {
    const admin = await ctx.admin();
    const version = await upload(admin);
    for (const percent of [0, 101, 1.5, -5, '50']) {
      const refused = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent });
      assert.equal(refused.statusCode, 400, String(percent));
      assert.match(refused.json().message, /^body\.percent /);
    }
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version })).statusCode, 400, 'percent is required');
    assert.equal((await status()).rollout, null);
  });

  it('gives the version to that share, answers where it is, and is audited; a new percent replaces it', async () => {
    const admin = await ctx.admin('ada');
    const version = await upload(admin);
    const rolled = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent: 10 });
    assert.equal(rolled.statusCode, 200, rolled.body);
    assert.deepEqual(rolled.json(), { data: { version, percent: 10, active: false } });
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent: 50 })).statusCode, 200);
    const now = await status();
    assert.equal(now.activeVersion, 1);
    assert.deepEqual({ ...now.rollout, startedAt: undefined }, { version, percent: 50, startedBy: 'admin ada', startedAt: undefined });
    assert.deepEqual(now.versions.map((v) => [v.version, v.state]), [[version, 'rollout'], [1, 'active']]);
    const trail = (await ctx.inject({ method: 'GET', url: '/api/admin/audit?action=remote.rolled-out', as: admin })).json().data;
    assert.deepEqual(trail.map((entry: { actor: string; summary: string }) => [entry.actor, entry.summary]), [
      ['ada', `Rolled out version ${version} of mfe-timeline to 50% of visitors (the others keep version 1)`],
      ['ada', `Rolled out version ${version} of mfe-timeline to 10% of visitors (the others keep version 1)`],
    ]);
  });

  it('at 100 % activates the version, which ends the rollout', async () => {
    const admin = await ctx.admin();
    const version = await upload(admin);
    await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent: 30 });
    const all = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent: 100 });
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(all.json(), { data: { version, percent: 100, active: true } });
    const now = await status();
    assert.equal(now.activeVersion, version);
    assert.equal(now.rollout, null);
    assert.equal((await ctx.inject({ method: 'GET', url: '/remotes.json' })).json().versions.mfe_timeline, version);
  });

  it('ends when another version is activated, or the remote rolled back', async () => {
    const admin = await ctx.admin();
    const two = await upload(admin, '2');
    const three = await upload(admin, '3');
    await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version: three, percent: 25 });
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: two })).statusCode, 200);
    assert.equal((await status()).rollout, null, 'activating ends it');
    await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version: three, percent: 25 });
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'rollback', admin)).statusCode, 200);
    const now = await status();
    assert.equal(now.rollout, null, 'rolling back ends it');
    assert.equal(now.activeVersion, 1);
    const trail = (await ctx.inject({ method: 'GET', url: '/api/admin/audit?action=remote.rolled-back', as: admin })).json().data;
    assert.equal(trail[0].summary, `Rolled mfe-timeline back from version ${two} to 1, ending the rollout of version ${three} at 25%`);
  });

  it('is refused where activation would be: a version that does not exist, routes another remote took', async () => {
    const admin = await ctx.admin();
    const missing = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version: 9, percent: 10 });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'mfe-timeline has no version 9.');
    const version = await upload(admin);
    // mfe-public activates a page at the path of the timeline's new page while that version waits.
    const publicFiles = timelineFiles({
      manifest: (manifest) => ({ ...manifest, name: 'mfe_public', id: 'mfe_public', metaData: { ...manifest.metaData, globalName: 'mfe_public' } }),
      routes: { schemaVersion: 1, remote: 'mfe_public', area: 'public pages', routes: [{ path: '/timeline/stats', guard: 'public' }], menus: [] },
      files: { 'remoteEntry.js': containerEntry('mfe_public') },
    });
    const publicBundle = await tarGz(Object.entries(publicFiles).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() })));
    const publicVersion = (await uploadBundle(ctx, 'mfe-public', publicBundle, admin)).json().data.version;
    assert.equal((await callRegistry(ctx, 'mfe-public', 'activate', admin, { version: publicVersion })).statusCode, 200);
    const refused = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version, percent: 10 });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().problems, ['Its route /timeline/stats collides with a page of mfe_public, which is active.']);
  });

  it('is refused for the site build and for the active version', async () => {
    const admin = await ctx.admin();
    const build = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version: 1, percent: 10 });
    assert.equal(build.statusCode, 400);
    assert.deepEqual(build.json().problems, ["Version 1 is the site's own build: it is activated (or rolled back to), not rolled out; only deployed versions (2 and up) are."]);
    const deployed = await upload(admin, 'active');
    await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: deployed });
    const active = await callRegistry(ctx, 'mfe-timeline', 'rollout', admin, { version: deployed, percent: 10 });
    assert.equal(active.statusCode, 400);
    assert.deepEqual(active.json().problems, [`Version ${deployed} is already active: every visitor gets it, so there is nothing to roll out.`]);
    assert.equal((await status()).rollout, null);
  });
});
