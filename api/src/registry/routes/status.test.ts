import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KEPT_REFUSALS } from '../repository/refusals.js';
import { recordActivation } from '../repository/versions.js';
import { ALL_REMOTES, siteFolder, timelineBundle } from '../../testing/remote-bundles.js';
import { callRegistry, deployToken, uploadBundle } from '../../testing/registry.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

const GIT = { gitCommit: '3f9a1c2e7b4d5a6f8e9d0c1b2a3f4e5d6c7b8a90', gitBranch: 'feature/stats', gitAuthor: 'Ada Lovelace', gitDirty: 'true' };

async function statusOf(token: string, pkg = 'mfe-timeline') {
  return ctx.inject({ method: 'GET', url: `/api/remotes/${pkg}/status`, headers: { authorization: `Bearer ${token}` } });
}

async function adminListed() {
  const list = (await ctx.inject({ method: 'GET', url: '/api/remotes', as: await ctx.admin() })).json().data;
  return list.find((remote: { name: string }) => remote.name === 'mfe-timeline');
}

describe("a remote's status", () => {
  it("is readable by the remote's token: each version with who deployed it (the token's label) and its git facts", async () => {
    const team = await deployToken(ctx, 'mfe-timeline', { label: 'Timeline team' });
    const uploaded = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), team, GIT);
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), await ctx.admin('ada'));

    const response = await statusOf(team.token);
    assert.equal(response.statusCode, 200, response.body);
    const status = response.json().data;
    assert.equal(status.name, 'mfe-timeline');
    assert.equal(status.activeVersion, 1);
    assert.equal(status.rollout, null);
    const by = `deploy token ${team.id.slice(0, 8)} (Timeline team)`;
    const git = { commit: GIT.gitCommit, branch: 'feature/stats', author: 'Ada Lovelace', dirty: true };
    assert.deepEqual(
      status.versions.map(({ version, by, git, state }: Record<string, unknown>) => ({ version, by, git, state })),
      [
        { version: 3, by: 'admin ada', git: null, state: 'uploaded' },
        { version: 2, by, git, state: 'uploaded' },
        { version: 1, by: null, git: null, state: 'active' },
      ],
    );
    assert.match(status.versions[1].sha256, /^[0-9a-f]{64}$/, "the archive's SHA-256, for the deploy command to recognise dist/");
    assert.deepEqual(status.limits, { bundleBytes: 20 * 1024 * 1024, unpackedBytes: 100 * 1024 * 1024, files: 5000, nameLength: 255 });
    const listed = await adminListed();
    assert.deepEqual(listed.versions.map((version: { by: string; git: unknown }) => [version.by, version.git]), [['admin ada', null], [by, git], [null, null]]);
  });

  it('is refused to a token of another remote, and to nobody', async () => {
    const other = await deployToken(ctx, 'mfe-public');
    assert.equal((await statusOf(other.token)).statusCode, 403);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/status' })).statusCode, 401);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-nothing/status', as: await ctx.admin() })).statusCode, 404);
  });

  it('refuses git facts that are not what git says', async () => {
    const team = await deployToken(ctx, 'mfe-timeline');
    const bundle = await timelineBundle();
    const wrong: Record<string, string>[] = [{ gitCommit: 'not-hex' }, { gitCommit: 'abc12' }, { gitCommit: 'a'.repeat(65) }, { gitBranch: 'b'.repeat(201) }, { gitAuthor: '' }, { gitDirty: 'maybe' }];
    for (const fields of wrong) {
      const refused = await uploadBundle(ctx, 'mfe-timeline', bundle, team, fields);
      assert.equal(refused.statusCode, 400, JSON.stringify(fields));
      assert.match(refused.json().message, new RegExp(`^body\\.${Object.keys(fields)[0]} `), refused.body);
    }
    assert.deepEqual((await statusOf(team.token)).json().data.versions.map((version: { version: number }) => version.version), [1], 'nothing stored');
  });

  it(`keeps the last ${KEPT_REFUSALS} refused uploads, newest first, with their problems and who sent them`, async () => {
    const team = await deployToken(ctx, 'mfe-timeline', { label: 'Timeline team' });
    for (let upload = 1; upload <= KEPT_REFUSALS + 1; upload++) {
      const refused = await uploadBundle(ctx, 'mfe-timeline', Buffer.from(`not an archive ${upload}`), team);
      assert.equal(refused.statusCode, 400);
    }
    await uploadBundle(ctx, 'mfe-public', Buffer.from('not an archive'), await ctx.admin('ada'));
    const { refusals } = (await statusOf(team.token)).json().data;
    assert.equal(refusals.length, KEPT_REFUSALS);
    assert.deepEqual(refusals[0].problems, ['The bundle is not a readable .tar.gz archive.']);
    assert.equal(refusals[0].by, `deploy token ${team.id.slice(0, 8)} (Timeline team)`);
    const times = refusals.map((refusal: { at: string }) => Date.parse(refusal.at));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
    assert.equal((await adminListed()).refusals.length, KEPT_REFUSALS, 'the admins see them too, each remote its own');
  });

  it("shows the site's automatic rollbacks, with the version each left", async () => {
    const admin = await ctx.admin();
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), admin)).json().data.version as number;
    await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version });
    await recordActivation(ctx.app.db, 'mfe-timeline', 1, null, { automatic: true });
    await ctx.app.remoteDirectory.reload();
    const team = await deployToken(ctx, 'mfe-timeline');
    const { automaticRollbacks, versions } = (await statusOf(team.token)).json().data;
    assert.deepEqual(automaticRollbacks.map(({ from, to }: { from: number; to: number }) => ({ from, to })), [{ from: version, to: 1 }]);
    assert.deepEqual(versions.map((v: { state: string }) => v.state), ['uploaded', 'active']);
    assert.deepEqual((await adminListed()).automaticRollbacks.map(({ from, to }: { from: number; to: number }) => [from, to]), [[version, 1]]);
  });
});
