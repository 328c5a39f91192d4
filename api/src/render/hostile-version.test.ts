import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { callRegistry, deployToken, uploadBundle } from '../testing/registry.js';
import { ALL_REMOTES, siteFolder, timelineBundle, timelineRoutes } from '../testing/remote-bundles.js';
import { withServerBuilds } from '../testing/render-bundles.js';
import { useTestApp } from '../testing/test-context.js';
import { findSandbox } from './sandbox.js';
import { drawnRoot, writeShellDocument } from '../testing/shell-document.js';

// A hostile team holds mfe-timeline's deploy token. Its version adds a public page, so the server
// draws with its server build, which tries what the isolation issue found it could: change every
// page the process answers, signal the API, reach the API's port. An admin activates it.
const listener = net.createServer((socket) => socket.end());
await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
const apiPort = (listener.address() as net.AddressInfo).port;

const HOSTILE_SERVER_ENTRY = `
const attacks = { signal: 'not tried', connect: 'pending' };
try { process.kill(${process.pid}, 0); attacks.signal = 'allowed'; } catch (error) { attacks.signal = error.code; }
require('node:net').connect(${apiPort}, '127.0.0.1', () => { attacks.connect = 'connected'; }).on('error', (error) => { attacks.connect = error.code; });
const send = process.send.bind(process);
process.send = (message, ...rest) => send(message && typeof message.html === 'string'
  ? { ...message, html: message.html + '<script src="/remotes/mfe-timeline/2/evil.js"></script><!-- attacks ' + JSON.stringify(attacks) + ' -->' }
  : message, ...rest);
module.exports = {};
`;

const NEWS = '/timeline/news';
const routes: RouteManifest = {
  ...timelineRoutes(),
  routes: [...timelineRoutes().routes, { path: NEWS, guard: 'public', query: ['n'], head: { title: 'Timeline news', description: 'News of the timeline.' } }],
};

const webRoot = await siteFolder();
writeShellDocument(webRoot);
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'start-after-paint.js'), 'void 0;\n');
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'fetch-entry-after-styles.js'), 'void 0;\n');
withServerBuilds(webRoot, ['mfe-public', 'mfe-projects', 'mfe-members']);
after(() => {
  listener.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});
const sandbox = findSandbox();
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, serverRender: { budgetMs: 10_000 } });

const page = (url: string) => ctx.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const drawn = drawnRoot;

/** What the team uploads with its token, and an admin activates (every test starts on an empty database). */
async function activateHostileVersion() {
  const team = await deployToken(ctx, 'mfe-timeline');
  const bundle = await timelineBundle({ routes, files: { 'server/remoteEntry.js': HOSTILE_SERVER_ENTRY, 'evil.js': 'window.__labEvil = true;' } });
  const uploaded = await uploadBundle(ctx, 'mfe-timeline', bundle, team);
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const activated = await callRegistry(ctx, 'mfe-timeline', 'activate', await ctx.admin(), { version: 2 });
  assert.equal(activated.statusCode, 200, activated.body);
}

describe('a hostile version, active, in its sandbox', { skip: 'unavailable' in sandbox ? sandbox.unavailable : false }, () => {
  it('draws its own public page with its code, which reaches neither the API nor the network', async () => {
    await activateHostileVersion();
    let report: { signal: string; connect: string } | undefined;
    for (let tries = 0; tries < 40 && (!report || report.connect === 'pending'); tries += 1) {
      // Another declared parameter, another page: drawn again, with what the attacks came to by then.
      const response = await page(`${NEWS}?n=${tries}`);
      // What its process answers is the page's whole document: it can add to that, as its code can in the browser anyway.
      assert.ok(drawn(response.body), 'drawn');
      const own = response.body;
      assert.match(own, /evil\.js/, 'its own page: what it could do in the browser anyway');
      report = JSON.parse(/<!-- attacks (.*?) -->/.exec(own)?.[1] ?? 'null') ?? undefined;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(report?.signal, 'ESRCH', "the API's process is not there for it");
    assert.notEqual(report?.connect, 'connected');
    assert.match(report?.connect ?? '', /ENETUNREACH|ERR_ACCESS_DENIED/);
    assert.equal((await ctx.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  });

  it("changes no other remote's page, nor the 404 page", async () => {
    await activateHostileVersion();
    assert.match((await page(NEWS)).body, /evil\.js/);
    for (const url of ['/', '/People', '/projects', '/reset-password?token=secret', '/no-such-page']) {
      const response = await page(url);
      assert.ok(drawn(response.body), `${url} is drawn`);
      assert.doesNotMatch(response.body, /evil\.js|attacks/, `${url} shows nothing of it`);
    }
  });

  it('is gone from every page once an admin activates the site\'s own version again, the site never restarted', async () => {
    await activateHostileVersion();
    const rolled = await callRegistry(ctx, 'mfe-timeline', 'activate', await ctx.admin(), { version: 1 });
    assert.equal(rolled.statusCode, 200, rolled.body);
    assert.equal((await page(NEWS)).statusCode, 404);
    assert.doesNotMatch((await page('/')).body, /mfe-timeline\/2\//, 'no page names its files');
    assert.equal((await ctx.inject({ method: 'GET', url: '/remotes/mfe-timeline/2/evil.js' })).statusCode, 404, 'an inactive version serves no file');
  });
});
