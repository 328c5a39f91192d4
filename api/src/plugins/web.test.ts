import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { writeRouteManifests } from '../testing/route-manifests.js';
import { siteFolder } from '../testing/site-folder.js';
import { useTestApp } from '../testing/test-context.js';
import { shellDocumentFile } from '../testing/shell-document.js';

/** A built site in miniature: the shell and one remote, as webpack writes them. */
function fakeSite(): string {
  // The build writes brotli and gzip twins beside the files worth compressing.
  const big = `/* a large chunk */ ${'export const lab = "vision";\n'.repeat(200)}`;
  return siteFolder({
    ...shellDocumentFile(),
    'shell/dist/main.0123456789.js': 'console.log("shell")',
    'mfe-public/dist/remoteEntry.js': 'var mfe_public;',
    'mfe-public/dist/176.abcdef0123.js': '/* chunk */',
    'mfe-public/dist/176.abcdef0123.css': 'main { margin: 0 }',
    'mfe-public/dist/assets/figure.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mfe-public/dist/203.fedcba9876.js': big,
    'mfe-public/dist/203.fedcba9876.js.br': zlib.brotliCompressSync(big),
    'mfe-public/dist/203.fedcba9876.js.gz': zlib.gzipSync(big),
    // The first-load manifests (config/first-load-manifest.cjs): React in the shell's main.js, the
    // widgets in a chunk of the shell's, moment provided by the remote alone.
    'shell/dist/first-load.json': JSON.stringify({ provides: { react: [], 'shared-ui/widgets': ['410.aaaaaaaaaa.js'] } }),
    'mfe-public/dist/first-load.json': JSON.stringify({
      routes: ['176.abcdef0123.css', '176.abcdef0123.js'],
      consumes: ['moment', 'react', 'shared-ui/widgets'],
      provides: { moment: ['203.fedcba9876.js'], react: ['9.bbbbbbbbbb.js'], 'shared-ui/widgets': ['410.cccccccccc.js'] },
    }),
  });
}

const webRoot = fakeSite();
await writeRouteManifests(webRoot);
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the site', () => {
  it('answers /remotes.json with the remotes, their routes and menus, the API base and the tile URL, never cached', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const { routes, ...config } = response.json();
    assert.deepEqual(config, {
      apiBaseUrl: '',
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      remotes: { mfe_public: '/remotes/mfe-public/remoteEntry.js' },
      versions: { mfe_public: 1 },
      unavailable: [],
    });
    assert.deepEqual(
      routes.map((manifest: { remote: string }) => manifest.remote),
      ['mfe_public'],
    );
    // What the shell routes with, without the heads and reads that are the server's business.
    assert.deepEqual(routes[0].routes[0], { path: '/', guard: 'public' });
    assert.ok(routes[0].menus.some((entry: { label: string }) => entry.label === 'Related Labs'));
  });

  it('marks pages as varying by Cookie: what they preload, and their noindex, depend on a session cookie', async () => {
    for (const url of ['/', '/timeline']) {
      const response = await ctx.inject({ method: 'GET', url, headers: html });
      assert.match(String(response.headers.vary), /\bcookie\b/i, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it('serves the shell page for every page of the remotes, so deep links and reloads work', async () => {
    for (const url of ['/', '/People', '/people/', '/lab_highlights']) {
      const response = await ctx.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<div id="root">/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.equal(response.headers['x-robots-tag'], undefined, url);
    }
  });

  it('answers a path no remote declares with 404, the shell page (its 404 page) and noindex', async () => {
    for (const url of ['/this-page-does-not-exist', '/People/extra', '/errorPage', '/timeline/edit/123']) {
      const response = await ctx.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<div id="root">/);
      assert.match(response.body, /<meta name="robots" content="noindex">/, url);
      assert.equal(response.headers['x-robots-tag'], 'noindex', url);
    }
  });

  it('caches hashed files for a year and entries not at all', async () => {
    const hashed = await ctx.inject({ method: 'GET', url: '/main.0123456789.js' });
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const chunk = await ctx.inject({ method: 'GET', url: '/remotes/mfe-public/176.abcdef0123.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const entry = await ctx.inject({ method: 'GET', url: '/remotes/mfe-public/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  it('sends scripts and stylesheets without the headers only a page reads, and pictures with them all', async () => {
    const DOCUMENT_ONLY = ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options', 'x-xss-protection'];
    const KEPT = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'referrer-policy'];
    for (const [url, headers] of [
      ['/main.0123456789.js', {}],
      ['/remotes/mfe-public/remoteEntry.js', {}],
      ['/remotes/mfe-public/176.abcdef0123.css', {}],
      ['/remotes/mfe-public/203.fedcba9876.js', { 'accept-encoding': 'br' }],
    ] as const) {
      const response = await ctx.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, url);
      for (const name of DOCUMENT_ONLY) assert.equal(response.headers[name], undefined, `${url}: ${name}`);
      for (const name of KEPT) assert.ok(response.headers[name], `${url}: ${name}`);
    }
    const picture = await ctx.inject({ method: 'GET', url: '/remotes/mfe-public/assets/figure.0123456789.svg' });
    assert.equal(picture.statusCode, 200);
    for (const name of [...DOCUMENT_ONLY, ...KEPT]) assert.ok(picture.headers[name], `the picture: ${name}`);
    const page = await ctx.inject({ method: 'GET', url: '/', headers: html });
    for (const name of [...DOCUMENT_ONLY, ...KEPT]) assert.ok(page.headers[name], `the page: ${name}`);
  });

  it('sends the brotli or gzip twin a browser accepts, the same file to those that accept neither', async () => {
    const url = '/remotes/mfe-public/203.fedcba9876.js';
    const plain = await ctx.inject({ method: 'GET', url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /^\/\* a large chunk \*\//);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await ctx.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      assert.equal(response.statusCode, 200, accept);
      assert.equal(response.headers['content-encoding'], encoding, accept);
      assert.match(String(response.headers.vary), /accept-encoding/i, accept);
      assert.match(String(response.headers['content-type']), /javascript/, accept);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', accept);
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 5, `${accept}: ${response.rawPayload.length} bytes`);
      assert.equal(decode(response.rawPayload).toString(), plain.body, accept);
    }
  });

  it('answers missing files, unknown API paths and non-page requests with a JSON 404', async () => {
    for (const [url, headers] of [
      ['/remotes/mfe-public/missing.js', html],
      ['/remotes/mfe-admin/remoteEntry.js', {}],
      ['/api/nothing', html],
      ['/missing.js', html],
      ['/People', { accept: 'application/json' }],
    ] as const) {
      const response = await ctx.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.json().message, /^Nothing here: GET /);
    }
  });

  it('writes the runtime config into every page, as /remotes.json gives it', async () => {
    const config = (await ctx.inject({ method: 'GET', url: '/remotes.json' })).json();
    for (const url of ['/', '/People', '/timeline']) {
      const response = await ctx.inject({ method: 'GET', url, headers: html });
      const block = /<script type="application\/json" id="runtime-config"[^>]*>(.*?)<\/script>/.exec(response.body);
      assert.ok(block, url);
      assert.deepEqual(JSON.parse(block[1]!), config, url);
    }
  });

  it('preloads the entry of the remote that draws the page, the files its routes need, and the reads the page starts with', async () => {
    const page = (await ctx.inject({ method: 'GET', url: '/People', headers: html })).body;
    assert.match(page, /<link rel="preload" href="\/remotes\/mfe-public\/remoteEntry.js" as="script" fetchpriority="low">/);
    // Its routes' chunks, and of the shared modules they consume the copy the runtime loads: the
    // shell's widgets, the remote's moment, no React (in the shell's main.js).
    assert.deepEqual(
      [...page.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)" fetchpriority="low">/g)].map((match) => `${match[2]} ${match[1]}`),
      [
        'script /remotes/mfe-public/remoteEntry.js',
        'style /remotes/mfe-public/176.abcdef0123.css',
        'script /remotes/mfe-public/176.abcdef0123.js',
        'script /remotes/mfe-public/203.fedcba9876.js',
        'script /410.aaaaaaaaaa.js',
      ],
    );
    assert.deepEqual([...page.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]), ['/api/tokens/access_token', '/api/members']);
    // The project pages' remote is not configured in this site: no entry to preload.
    const projects = (await ctx.inject({ method: 'GET', url: '/projects/NOVA', headers: html })).body;
    assert.doesNotMatch(projects, /as="script"/);
  });
});
