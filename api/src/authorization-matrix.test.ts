import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES, type Rule } from './testing/authorization-routes.js';
import { ALL_REMOTES, siteFolder } from './testing/remote-bundles.js';
import { useTestApp } from './testing/test-context.js';

const EXPECTED: Record<Rule, Record<'anonymous' | 'owner' | 'other' | 'admin', 'ok' | 401 | 403>> = {
  public: { anonymous: 'ok', owner: 'ok', other: 'ok', admin: 'ok' },
  member: { anonymous: 401, owner: 'ok', other: 'ok', admin: 'ok' },
  self: { anonymous: 401, owner: 'ok', other: 403, admin: 'ok' },
  owner: { anonymous: 401, owner: 'ok', other: 403, admin: 'ok' },
  admin: { anonymous: 401, owner: 403, other: 403, admin: 'ok' },
};

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

describe('authorization matrix', () => {
  for (const [route, [rule, setup]] of Object.entries(ROUTES)) {
    it(`${route} is ${rule}`, async () => {
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
