import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_REMOTES, siteFolder } from './testing/remote-bundles.js';
import { accessByRoute } from './testing/route-access.js';
import { useTestApp } from './testing/test-context.js';

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

describe('authorization matrix', () => {
  it('covers every route of the API, and only those: the document lists the routes that declare their access', async () => {
    const documented = Object.entries((ctx.app.swagger() as { paths: Record<string, object> }).paths).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual([...documented].sort(), [...accessByRoute(ctx.app).keys()].sort());
  });

  it('documents the session each route reads: required where a visitor is refused, optional or none (`security: []`) where not', () => {
    const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };
    const wrong = [...accessByRoute(ctx.app)].flatMap(([route, access]) => {
      const [method, path] = route.split(' ') as [string, string];
      const security = paths[path]?.[method.toLowerCase()]?.security;
      if (!security) return [`${route} documents no security`];
      const anonymous = security.length === 0 || security.some((schemes) => Object.keys(schemes).length === 0);
      const session = security.some((schemes) => 'session' in schemes);
      const fits = access === 'public' ? anonymous : session && !anonymous;
      return fits ? [] : [`${route} is ${access}, documented with security ${JSON.stringify(security)}`];
    });
    assert.deepEqual(wrong, []);
  });
});
