import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_REMOTES, siteFolder, timelineBundle } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle, type Caller } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

const APPROVAL = 'An admin approves the versions of mfe-timeline that reach visitors: this deploy token uploads, previews and reads the status only. Ask an admin to roll out or activate the version, or for a deploy token that may.';

async function upload(caller: Caller): Promise<number> {
  const response = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), caller);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.version;
}

const activeVersion = async () => (await ctx.inject({ method: 'GET', url: '/remotes.json' })).json().versions.mfe_timeline as number;

describe('who may bring a version to visitors', () => {
  it('not a deploy token an admin made without mayActivate: 403 with why, on rollout and activate; it still uploads, previews, reads and rolls back', async () => {
    const team = await deployToken(ctx, 'mfe-timeline');
    const version = await upload(team);
    for (const [route, body] of [['activate', { version }], ['rollout', { version, percent: 10 }]] as const) {
      const refused = await callRegistry(ctx, 'mfe-timeline', route, team, body);
      assert.equal(refused.statusCode, 403, route);
      assert.equal(refused.json().message, APPROVAL, route);
    }
    assert.equal(await activeVersion(), 1, 'nothing reached visitors');
    assert.equal((await callRegistry(ctx, 'mfe-timeline', `versions/${version}/preview`, team)).statusCode, 201);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/status', headers: { authorization: `Bearer ${team.token}` } })).statusCode, 200);

    // An admin activates it; the team may go back, which is always safe.
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'activate', await ctx.admin(), { version })).statusCode, 200);
    const back = await callRegistry(ctx, 'mfe-timeline', 'rollback', team);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(await activeVersion(), 1);
  });

  it('a deploy token made with mayActivate, and an admin always', async () => {
    const trusted = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
    const admin = await ctx.admin();
    for (const caller of [trusted, admin]) {
      const version = await upload(caller);
      const rolled = await callRegistry(ctx, 'mfe-timeline', 'rollout', caller, { version, percent: 20 });
      assert.equal(rolled.statusCode, 200, rolled.body);
      const activated = await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
      assert.equal(activated.statusCode, 200, activated.body);
      assert.equal(await activeVersion(), version);
    }
  });

  it("checks that the remote exists before the token's rights", async () => {
    const team = await deployToken(ctx, 'mfe-timeline');
    assert.equal((await callRegistry(ctx, 'mfe-nothing', 'activate', await ctx.admin(), { version: 2 })).statusCode, 404);
    assert.equal((await callRegistry(ctx, 'mfe-admin', 'activate', team, { version: 2 })).json().message, 'This deploy token is for mfe-timeline only.');
  });
});
