import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Access } from './plugins/access.js';
import { CALLS, OWNED } from './testing/authorization-calls.js';
import { ALL_REMOTES, siteFolder } from './testing/remote-bundles.js';
import { accessByRoute } from './testing/route-access.js';
import { useTestApp } from './testing/test-context.js';

type Rule = Access | 'owner';

// A deploy token's routes answer an admin's session too: without a token, as an admin's routes.
const EXPECTED: Record<Rule, Record<'anonymous' | 'owner' | 'other' | 'admin', 'ok' | 401 | 403>> = {
  public: { anonymous: 'ok', owner: 'ok', other: 'ok', admin: 'ok' },
  member: { anonymous: 401, owner: 'ok', other: 'ok', admin: 'ok' },
  owner: { anonymous: 401, owner: 'ok', other: 403, admin: 'ok' },
  admin: { anonymous: 401, owner: 403, other: 403, admin: 'ok' },
  'deploy-token': { anonymous: 401, owner: 403, other: 403, admin: 'ok' },
};

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

describe('authorization matrix', () => {
  it("answers every route as its declared access says, to anonymous, the data's owner, another member and an admin", async (t) => {
    for (const [route, access] of accessByRoute(ctx.app)) {
      const rule: Rule = access === 'member' && OWNED.has(route) ? 'owner' : access;
      await t.test(`${route} is ${rule}`, async () => {
        const setup = CALLS[route];
        assert.ok(setup, `${route} has no call in testing/authorization-calls.ts: add a valid request of it`);
        const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
        const owner = await ctx.member({ username: 'owner' });
        const actors = { anonymous: undefined, owner, other: await ctx.member({ username: 'other' }), admin: await ctx.admin('chief') };
        for (const [who, actor] of Object.entries(actors)) {
          const call = await setup(ctx, owner, actor);
          const response = await ctx.inject({ method, ...call, as: actor });
          const expected = EXPECTED[rule][who as keyof typeof actors];
          if (expected === 'ok') {
            assert.ok(response.statusCode >= 200 && response.statusCode < 300, `${who}: ${response.statusCode} ${response.body}`);
          } else {
            assert.equal(response.statusCode, expected, `${who}: ${response.body}`);
          }
        }
      });
    }
  });

  it('keeps no call for a route the app does not have', () => {
    const routes = accessByRoute(ctx.app);
    assert.deepEqual(Object.keys(CALLS).filter((route) => !routes.has(route)), []);
    assert.deepEqual([...OWNED].filter((route) => routes.get(route) !== 'member'), []);
  });
});
