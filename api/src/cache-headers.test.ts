import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from './testing/test-context.js';

/**
 * Replies that are the same for everyone, which shared caches (a proxy, a CDN) may keep. Every
 * other route of the API depends on the session, or may: private, and varying by Cookie.
 */
const SHARED = new Set([
  'GET /api/health',
  'GET /api/highlights',
  'GET /api/highlights/{id}',
  'GET /api/highlights/{id}/image',
  'GET /api/highlights/feed.xml',
  'GET /api/users/{username}/avatar',
  'GET /robots.txt',
  'GET /sitemap.xml',
]);

const ctx = useTestApp();

const header = (response: LightMyRequestResponse, name: string) => String(response.headers[name] ?? '').toLowerCase();
const varies = (response: LightMyRequestResponse) => header(response, 'vary').split(',').map((part) => part.trim());

function documentedRoutes(): string[] {
  const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

describe('caching headers', () => {
  it('every route of the OpenAPI document is either shared or private (Cache-Control: private, Vary: Cookie)', async () => {
    const wrong: string[] = [];
    for (const route of documentedRoutes()) {
      const [method, path] = route.split(' ') as ['GET', string];
      // A member of their own for each route: a logout or a write must not spoil the next one.
      const member = await ctx.member();
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const as of [member, undefined]) {
        const response = await ctx.inject({ method, url, as });
        const cacheControl = header(response, 'cache-control');
        const who = as ? 'member' : 'visitor';
        if (SHARED.has(route)) {
          if (/private|no-store/.test(cacheControl) || varies(response).includes('cookie')) wrong.push(`${route} (${who}) is shared, got ${cacheControl} / ${header(response, 'vary')}`);
        } else if (!/\bprivate\b/.test(cacheControl) || !varies(response).includes('cookie')) {
          wrong.push(`${route} (${who}, ${response.statusCode}) must be private with Vary: Cookie, got "${cacheControl}" / "${header(response, 'vary')}"`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('keeps the shared list to the routes that are the same for everyone', () => {
    const documented = new Set(documentedRoutes());
    assert.deepEqual([...SHARED].filter((route) => !documented.has(route)), []);
  });

  it('the members list is private and revalidated, for visitors too; a write is private and not stored', async () => {
    const member = await ctx.member();
    for (const as of [member, undefined]) {
      const first = await ctx.inject({ method: 'GET', url: '/api/members', as });
      assert.equal(first.headers['cache-control'], 'private, no-cache');
      assert.ok(varies(first).includes('cookie'));
      const hit = await ctx.inject({ method: 'GET', url: '/api/members', as, headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(hit.statusCode, 304);
      assert.equal(hit.headers['cache-control'], 'private, no-cache');
      assert.ok(varies(hit).includes('cookie'));
    }
    const login = await ctx.inject({ method: 'POST', url: '/api/users/logout', as: member });
    assert.equal(login.headers['cache-control'], 'private, no-store');
    const highlights = await ctx.inject({ method: 'GET', url: '/api/highlights' });
    assert.equal(highlights.headers['cache-control'], 'no-cache');
    assert.ok(!varies(highlights).includes('cookie'));
  });
});
