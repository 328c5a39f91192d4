import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findLivePreview, PREVIEW_FOR_MS } from '../repository/previews.js';
import { ALL_REMOTES, siteFolder, timelineBundle } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES, siteUrl: 'https://lab.example.edu' });

describe('previewing a version', () => {
  it('answers a link on the site that opens that version, for a day, and is audited with who asked', async () => {
    const team = await deployToken(ctx, 'mfe-timeline', { label: 'Timeline team' });
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), team)).json().data.version as number;
    const before = Date.now();
    const response = await callRegistry(ctx, 'mfe-timeline', `versions/${version}/preview`, team);
    assert.equal(response.statusCode, 201, response.body);
    const { url, expiresAt } = response.json().data;
    const token = new URL(url).searchParams.get('preview')!;
    assert.equal(url, `https://lab.example.edu/?preview=${token}`);
    const expires = Date.parse(expiresAt);
    assert.ok(expires >= before + PREVIEW_FOR_MS && expires <= Date.now() + PREVIEW_FOR_MS, expiresAt);
    const preview = await findLivePreview(ctx.app.db, token);
    assert.deepEqual([preview?.remote, preview?.version, preview?.createdBy], ['mfe-timeline', version, `deploy token ${team.id.slice(0, 8)} (Timeline team)`]);

    const [entry] = (await ctx.inject({ method: 'GET', url: '/api/admin/audit?action=remote.previewed', as: await ctx.admin() })).json().data;
    assert.deepEqual([entry.actor, entry.summary], [`deploy token ${team.id.slice(0, 8)} (Timeline team)`, `Previewed version ${version} of mfe-timeline`]);
    assert.ok(!JSON.stringify(entry).includes(token), 'never the link itself');
  });

  it('refuses a token of another remote, a version that does not exist, and the site build', async () => {
    const admin = await ctx.admin();
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), admin)).json().data.version as number;
    const other = await deployToken(ctx, 'mfe-public');
    const foreign = await callRegistry(ctx, 'mfe-timeline', `versions/${version}/preview`, other);
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, 'This deploy token is for mfe-public only.');
    const missing = await callRegistry(ctx, 'mfe-timeline', 'versions/9/preview', admin);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'mfe-timeline has no version 9.');
    const build = await callRegistry(ctx, 'mfe-timeline', 'versions/1/preview', admin);
    assert.equal(build.statusCode, 400);
    assert.deepEqual(build.json().problems, ["Version 1 is the site's own build: only deployed versions (2 and up) can be previewed."]);
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'versions/two/preview', admin)).statusCode, 400);
  });
});
