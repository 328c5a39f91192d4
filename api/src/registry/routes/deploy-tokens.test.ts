import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remoteDeployTokens } from '../../db/schema.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();

describe('deploy tokens', () => {
  it('are shown once, kept as a hash, listed without the secret and revoked at once', async () => {
    const admin = await ctx.admin('chief');
    const made = await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin });
    assert.equal(made.statusCode, 201);
    const { id, token } = made.json().data;
    assert.match(token, /^lpd_[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.database.db.select().from(remoteDeployTokens);
    assert.notEqual(row!.tokenHash, token);
    assert.ok(!JSON.stringify(row).includes(token.slice(4)), 'only a hash at rest');

    const list = (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data;
    assert.deepEqual(list.map((entry: object) => Object.keys(entry).sort()), [['createdAt', 'createdBy', 'id', 'label', 'lastUsedAt', 'mayActivate', 'revokedAt']]);
    assert.equal(list[0].createdBy, 'chief');
    assert.deepEqual([list[0].label, list[0].mayActivate], ['', false], 'made with no body: no label, not allowed to activate');
    assert.equal(list[0].lastUsedAt, null);
    await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/rollback', headers: { authorization: `Bearer ${token}` } });
    const used = (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data[0];
    assert.ok(used.lastUsedAt, 'its last use is shown');

    const revoked = await ctx.inject({ method: 'DELETE', url: `/api/remotes/mfe-timeline/deploy-tokens/${id}`, as: admin });
    assert.equal(revoked.statusCode, 200);
    assert.ok(revoked.json().data.revokedAt);
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/rollback', headers: { authorization: `Bearer ${token}` } })).statusCode, 401);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-admin/deploy-tokens', as: admin })).json().data.length, 0, 'each remote has its own');
  });

  it("carry the team's label and whether they may activate, as the admin made them", async () => {
    const admin = await ctx.admin('chief');
    const made = await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin, payload: { label: ' Timeline team ', mayActivate: true } });
    assert.equal(made.statusCode, 201, made.body);
    const [listed] = (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data;
    assert.deepEqual([listed.label, listed.mayActivate], ['Timeline team', true]);
    const trail = (await ctx.inject({ method: 'GET', url: '/api/admin/audit', as: admin })).json().data;
    assert.equal(trail[0].summary, `Made deploy token ${listed.id.slice(0, 8)} (Timeline team) for mfe-timeline, which may also roll out and activate versions`);
    for (const payload of [{ label: '' }, { label: '   ' }, { label: 'x'.repeat(61) }, { mayActivate: 'true' }]) {
      const refused = await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin, payload });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data.length, 1, 'nothing made by a refused request');
  });

  it('of another remote, or unknown, are not found; an unknown remote neither', async () => {
    const admin = await ctx.admin();
    const { id } = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data;
    for (const url of [`/api/remotes/mfe-admin/deploy-tokens/${id}`, '/api/remotes/mfe-timeline/deploy-tokens/not-a-uuid', '/api/remotes/mfe-timeline/deploy-tokens/00000000-0000-4000-8000-000000000000']) {
      assert.equal((await ctx.inject({ method: 'DELETE', url, as: admin })).statusCode, 404, url);
    }
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-bogus/deploy-tokens', as: admin })).statusCode, 404);
  });

  it("are listed for every remote at once, each remote's newest first: the Remotes page's first read", async () => {
    const admin = await ctx.admin('chief');
    const first = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin, payload: { label: 'First' } })).json().data;
    const second = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin, payload: { label: 'Second' } })).json().data;
    const other = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-admin/deploy-tokens', as: admin })).json().data;
    const every = await ctx.inject({ method: 'GET', url: '/api/remotes/deploy-tokens', as: admin });
    assert.equal(every.statusCode, 200, every.body);
    const byRemote = new Map(every.json().data.map((entry: { remote: string; tokens: { id: string }[] }) => [entry.remote, entry.tokens.map((token) => token.id)]));
    assert.deepEqual(byRemote.get('mfe-timeline'), [second.id, first.id]);
    assert.deepEqual(byRemote.get('mfe-admin'), [other.id]);
    assert.deepEqual(byRemote.get('mfe-public'), [], 'a remote without tokens is listed, empty');
    assert.ok(!every.body.includes(first.token.slice(4)), 'never the secrets');
    assert.deepEqual(every.json().data.find((entry: { remote: string }) => entry.remote === 'mfe-timeline').tokens, (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/deploy-tokens', as: await ctx.member() })).statusCode, 403);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/deploy-tokens' })).statusCode, 401);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes/deploy-tokens', headers: { authorization: `Bearer ${first.token}` } })).statusCode, 401);
  });

  it('are for admins only: a token does not make more tokens', async () => {
    const admin = await ctx.admin();
    const { token } = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data;
    const withToken = await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', headers: { authorization: `Bearer ${token}` } });
    assert.equal(withToken.statusCode, 401);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/remotes', headers: { authorization: `Bearer ${token}` } })).statusCode, 401);
    assert.equal((await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: await ctx.member() })).statusCode, 403);
  });
});
