import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { withServerBuilds } from '../testing/render-bundles.js';
import { ALL_REMOTES, writeRouteManifests } from '../testing/route-manifests.js';
import { siteFolder } from '../testing/site-folder.js';
import { useTestApp } from '../testing/test-context.js';
import { shellDocumentFile } from '../testing/shell-document.js';

const HOSTILE_ENTRY = `
const send = process.send.bind(process);
process.send = (message, ...rest) => send(message && message.html !== undefined ? { ...message, html: message.html + '<script src="/evil.js"></script>' } : message, ...rest);
module.exports = {};
`;
const START = 'requestAnimationFrame(() => setTimeout(() => document.title, 0));\n';
const ENTRY = 'document.head.append(document.createElement("link"));\n';

/** A built site whose shell and public remotes have server builds (the fake shell draws the page's address and reads). */
function builtSite(): string {
  const root = siteFolder({
    ...shellDocumentFile(),
    'shell/dist/start-after-paint.js': START,
    'shell/dist/fetch-entry-after-styles.js': ENTRY,
    'mfe-public/dist/first-load.json': JSON.stringify({ routes: [], styles: ['203.a.css'], consumes: [], provides: {} }),
    'mfe-public/dist/203.a.css': '.people{display:grid}',
  });
  withServerBuilds(root, ['mfe-public', 'mfe-projects', 'mfe-members']);
  // A hostile team's server build: once loaded, it adds its script to every page its process answers.
  fs.writeFileSync(path.join(root, 'mfe-projects', 'dist', 'server', 'remoteEntry.js'), HOSTILE_ENTRY);
  return root;
}

const webRoot = builtSite();
await writeRouteManifests(webRoot);
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, serverRender: { budgetMs: 10_000 } });

const page = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const drawnRoot = (body: string) => /<div id="root" data-ssr>([\s\S]*?)<\/div><script type="application\/json" id="page-reads">([^<]*)<\/script>/.exec(body);

describe('public pages drawn on the server', () => {
  it("draws a visitor's public page in #root, with the reads it was drawn with for the browser's first render", async () => {
    const response = await page('/People');
    assert.equal(response.statusCode, 200);
    const [, drawn, reads] = drawnRoot(response.body) ?? [];
    assert.match(drawn ?? '', /<h1>Drawn \/People<\/h1>/);
    const parsed = JSON.parse(reads ?? '{}') as Record<string, { status: number; body: { data: unknown[] } }>;
    assert.equal(parsed['/api/members']?.status, 200);
    assert.ok(Array.isArray(parsed['/api/members']?.body.data));
    assert.doesNotMatch(response.body, /<header>bar<\/header>/, 'the static bar gives way to the drawn page');
    // Its remote's stylesheets are in it: no request can hold its first paint.
    assert.match(response.body, /<style data-href="203.a.css">.people\{display:grid\}<\/style><\/head>/);
    // The reads are in the page, and a visitor's session check can follow the scripts: no preload
    // begins before the first paint.
    assert.doesNotMatch(response.body, /as="fetch"/);
  });

  it('starts its scripts after its first paint from scripts in the page, which the CSP lets run by their hashes', async () => {
    const response = await page('/People');
    assert.match(response.body, /<script type="application\/json" id="start-after-paint">\{"scripts":\["\/main.a.js"\],"preloads":\[\],"pageFiles":\["\/remotes\/mfe-public\/remoteEntry.js"\],"startBytes":0\}<\/script>/);
    // In the head, a classic script that runs before what is below it is painted: it holds the early clicks too.
    assert.ok(response.body.includes(`<script>${START}</script>`));
    assert.ok(response.body.indexOf(`<script>${START}</script>`) < response.body.indexOf('</head>'));
    assert.doesNotMatch(response.body, /<script defer|src=/, 'no script is requested before the first paint');
    // At the end, after the list it reads: the parser holds it until the stylesheets have loaded.
    assert.ok(response.body.endsWith(`<script>${ENTRY}</script></body></html>`));
    const hash = (text: string) => createHash('sha256').update(text).digest('base64').replace(/[+/]/g, '\\$&');
    assert.match(String(response.headers['content-security-policy']), new RegExp(`script-src 'self' 'sha256-${hash(START)}' 'sha256-${hash(ENTRY)}'[ ;]`));
  });

  it('draws the 404 page with its status', async () => {
    const response = await page('/no-such-page');
    assert.equal(response.statusCode, 404);
    assert.match(drawnRoot(response.body)?.[1] ?? '', /Drawn \/no-such-page/);
  });

  it("draws a member's page for that member, with their own reads, in a process that draws no visitor's page", async () => {
    const { cookie } = await ctx.member({ username: 'ssrmember' });
    const response = await page('/editprofile', cookie);
    assert.equal(response.statusCode, 200);
    const [, drawn, carried] = drawnRoot(response.body) ?? [];
    assert.match(drawn ?? '', /Drawn \/editprofile/);
    const reads = JSON.parse(carried ?? '{}') as Record<string, { status: number; body: { data: { username?: string } | null } }>;
    // The session's answer draws the shell as this member; their profile is read as they read it.
    assert.equal(reads['/api/tokens/access_token']?.body.data?.username, 'ssrmember');
    assert.equal(reads['/api/users/updateUser/ssrmember']?.status, 200);
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    const process = (html: string) => /<!-- process (\w+)/.exec(html)?.[1];
    const forMembers = process(drawn ?? '');
    const forVisitors = process(drawnRoot((await page('/reset-password')).body)?.[1] ?? '');
    assert.ok(forMembers && forVisitors);
    assert.notEqual(forMembers, forVisitors, "mfe-members draws its visitors' pages in another process");
    const audiences = ctx.app.serverRender!.processes().filter((running) => running.remote === 'mfe_members').map((running) => running.audience);
    assert.deepEqual(audiences.sort(), ['members', 'visitors']);
  });

  it("draws a member's view of a public page as theirs, and a visitor's for a session that has ended", async () => {
    const { cookie } = await ctx.member({ username: 'ssrreader' });
    const reads = JSON.parse(drawnRoot((await page('/People', cookie)).body)?.[2] ?? '{}') as Record<string, { body: { data: { username?: string } | null } }>;
    assert.equal(reads['/api/tokens/access_token']?.body.data?.username, 'ssrreader');
    const ended = await page('/People', 'lab_session=no-such-session');
    const endedReads = JSON.parse(drawnRoot(ended.body)?.[2] ?? 'null') as Record<string, unknown> | null;
    assert.ok(endedReads, 'drawn');
    assert.equal(endedReads['/api/tokens/access_token'], undefined, "as a visitor's: no session's answer among its reads");
    assert.ok(endedReads['/api/members'], "with the page's public reads");
    assert.equal(ended.headers['cache-control'], 'private, no-cache', 'never in a shared cache: it answers a cookie');
    const endedMembersPage = await page('/timeline', 'lab_session=no-such-session');
    assert.equal(endedMembersPage.statusCode, 404, "a members' page is the visitor's 404 page");
    assert.ok(drawnRoot(endedMembersPage.body));
    const visitor = await page('/timeline');
    assert.equal(visitor.statusCode, 404, "a members' page is the 404 page to a visitor, as the shell's guard has it");
    assert.match(drawnRoot(visitor.body)?.[1] ?? '', /at \/timeline with  -->/, "drawn as the shell draws it, with no remote's code");
  });

  it('sends the page to be drawn in the browser when the drawing throws, and logs why', async () => {
    const response = await page('/throws');
    // /throws is no page of the route table: a 404, drawn in the browser.
    assert.equal(response.statusCode, 404);
    assert.equal(drawnRoot(response.body), null);
    assert.match(response.body, /<div id="root"><header>bar<\/header><\/div>/);
    assert.match(response.body, /<script defer src="\/main.a.js">/, 'a page the browser draws names its scripts');
  });

  it('keeps a drawn page by what drew it: a write to its reads draws it again', async () => {
    const first = (await page('/People')).body;
    assert.equal((await page('/People')).body, first);
    await ctx.member({ username: 'newcomer' });
    ctx.app.responseCache.clear();
    const again = (await page('/People')).body;
    assert.notEqual(again, first);
    assert.match(again, /newcomer/);
  });

  it("gives a page's render only its path and the query parameters its route declares", async () => {
    const reset = drawnRoot((await page('/reset-password?token=the-secret-token')).body)?.[1] ?? '';
    assert.match(reset, /at \/reset-password with mfe_members -->/);
    assert.doesNotMatch(reset, /the-secret-token/);
    const publications = drawnRoot((await page('/publications?year=2024&session=abc')).body)?.[1] ?? '';
    assert.match(publications, /at \/publications\?year=2024 with mfe_public -->/);
  });

  it("keeps what a remote's code does in its process to that remote's pages", async () => {
    assert.match((await page('/projects')).body, /<script src="\/evil.js">/, 'its own pages: as it could in the browser');
    for (const url of ['/', '/People', '/reset-password', '/no-such-page']) {
      const response = await page(url);
      assert.ok(drawnRoot(response.body), `${url} is drawn`);
      assert.doesNotMatch(response.body, /evil\.js/, `${url} shows nothing of it`);
    }
  });
});
