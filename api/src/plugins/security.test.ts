import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';
import { tileSource } from './security.js';

const ctx = useTestApp({ allowedOrigins: ['https://remotes.lab.example.edu'] });

const snapshot = {
  title: 'T',
  project: 'NOVA',
  categories: ['Other'],
  descriptions: ['D'],
  date: '2026-01-01T00:00:00.000Z',
};

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from another origin, before it does anything', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/snapshots',
      as: me,
      headers: { origin: 'https://evil.example' },
      payload: snapshot,
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Requests from other websites are not allowed.');
    const list = await ctx.inject({ method: 'GET', url: '/api/snapshots', as: me });
    assert.deepEqual(list.json().data, []);
  });

  it('refuses a cross-site request that carries only Sec-Fetch-Site, multipart included', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'PATCH',
      url: '/api/users/updateUser',
      as: me,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    assert.equal(response.statusCode, 403);
  });

  it('accepts the same origin, a configured origin, and clients that send no browser headers', async () => {
    const me = await ctx.member();
    for (const headers of [{ origin: 'http://localhost:80' }, { origin: 'https://remotes.lab.example.edu' }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await ctx.inject({ method: 'POST', url: '/api/snapshots', as: me, headers, payload: snapshot });
      assert.equal(response.statusCode, 200, JSON.stringify(headers));
    }
  });

  it('lets anyone read (GET) from another origin, and answers CORS only for configured origins', async () => {
    const other = await ctx.inject({ method: 'GET', url: '/api/members', headers: { origin: 'https://evil.example' } });
    assert.equal(other.statusCode, 200);
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const allowed = await ctx.inject({ method: 'GET', url: '/api/members', headers: { origin: 'https://remotes.lab.example.edu' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://remotes.lab.example.edu');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
  });
});

describe('security headers', () => {
  it('sends the pages a CSP that allows the map tiles and nothing inline for scripts', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/remotes.json' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self' https:\/\/remotes\.lab\.example\.edu;/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /img-src 'self' data: blob: https:\/\/\*\.tile\.example\.org/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it("sends the API's answers the headers that mean something outside a page, and a CSP that allows nothing", async () => {
    const pageHeaders = (await ctx.inject({ method: 'GET', url: '/remotes.json' })).headers;
    const me = await ctx.member();
    const answers = [
      await ctx.inject({ method: 'GET', url: '/api/health' }),
      await ctx.inject({ method: 'GET', url: '/api/members' }),
      await ctx.inject({ method: 'GET', url: '/api/snapshots', as: me }),
      await ctx.inject({ method: 'GET', url: '/api/no-such-route' }),
      await ctx.inject({ method: 'POST', url: '/api/snapshots', as: me, payload: { title: '' } }),
    ];
    for (const response of answers.slice(0, 3)) {
      assert.equal(response.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'", response.body);
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['cross-origin-resource-policy'], 'same-site');
      assert.match(String(response.headers['strict-transport-security']), /max-age=\d+/);
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
        assert.ok(pageHeaders[pageOnly], pageOnly);
        assert.equal(response.headers[pageOnly], undefined, pageOnly);
      }
    }
    // Answers from the error and not-found handlers carry nosniff and a CSP too.
    for (const response of answers.slice(3)) {
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.ok(response.headers['content-security-policy']);
    }
  });

  it('derives the tile source from the tile URL template', () => {
    assert.equal(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://*.tile.openstreetmap.org');
    assert.equal(tileSource('http://localhost:9000/tiles/{z}/{x}/{y}.png'), 'http://localhost:9000');
  });
});

describe('remotes on other origins', () => {
  const remote = useTestApp({ remotes: { mfe_timeline: 'https://cdn.example.org/timeline/remoteEntry.js' } });

  it('lets the CSP load scripts, and requests, from their origin', async () => {
    const response = await remote.inject({ method: 'GET', url: '/remotes.json' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.org/);
    assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.org/);
  });
});
