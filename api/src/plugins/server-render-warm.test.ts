import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { withServerBuilds } from '../testing/render-bundles.js';
import { ALL_REMOTES, writeRouteManifests } from '../testing/route-manifests.js';
import { siteFolder } from '../testing/site-folder.js';
import { useTestApp } from '../testing/test-context.js';
import { drawnRoot, shellDocumentFile } from '../testing/shell-document.js';

// The fake shell loads the remotes' server entries in 400 ms on first use, as the real one takes
// its time to: past the budget, unless the render process was warmed before the first page or
// the page waits for the process's start.
const webRoot = siteFolder({
  ...shellDocumentFile(),
  'shell/dist/start-after-paint.js': 'void 0;\n',
  'shell/dist/fetch-entry-after-styles.js': 'void 0;\n',
});
withServerBuilds(webRoot, ['mfe-public', 'mfe-projects']);
await writeRouteManifests(webRoot);
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, serverRender: { budgetMs: 100 } });

const page = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const drawn = drawnRoot;

describe('the render processes, warmed before the first page', () => {
  it('draws the first page after the start within the budget, once the processes the site starts with are ready', async () => {
    await ctx.app.serverRender!.ready;
    assert.match(drawn((await page('/People')).body) ?? '', /<h1>Drawn \/People<\/h1>/);
  });

  it("starts one process per remote with pages in the sitemap, and one for the shell alone, each given its own remote's server build only", async () => {
    await ctx.app.serverRender!.ready;
    assert.deepEqual(ctx.app.serverRender!.processes().map((process) => process.remote).sort(), ['mfe_projects', 'mfe_public', 'shell']);
    assert.match(drawn((await page('/People')).body) ?? '', / with mfe_public -->$/);
    assert.match(drawn((await page('/projects')).body) ?? '', / with mfe_projects -->$/);
    const warmed = JSON.parse(drawn((await page('/warmed')).body) ?? 'null') as { serverEntries: Record<string, string>; remotes: Record<string, string> };
    assert.deepEqual(warmed.serverEntries, {}, 'the 404 page is drawn by the shell alone');
    assert.deepEqual(warmed.remotes, ctx.app.remoteDirectory.urls());
  });

  it("waits for a process that is starting beyond the budget: a member's first page is drawn, not left to the browser", async () => {
    await ctx.app.serverRender!.ready;
    const { cookie } = await ctx.member({ username: 'coldstart' });
    const running = () => ctx.app.serverRender!.processes().filter((one) => one.audience === 'members');
    assert.deepEqual(running(), [], 'no process draws for members before a member asks');
    const started = Date.now();
    const first = await page('/People', cookie);
    assert.ok(Date.now() - started >= 400, 'the process loaded its bundles first');
    assert.match(drawn(first.body) ?? '', /<h1>Drawn \/People<\/h1>/);
    assert.deepEqual(running().map((one) => one.remote), ['mfe_public']);
    assert.match(drawn((await page('/People', cookie)).body) ?? '', /<h1>Drawn \/People<\/h1>/);
  });

  it('warms the new process when the active remotes change, before the change is done', async () => {
    await ctx.app.remoteDirectory.reload();
    assert.match(drawn((await page('/projects')).body) ?? '', /<h1>Drawn \/projects<\/h1>/);
  });
});
