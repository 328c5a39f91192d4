import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fakeShellBundle } from '../testing/render-bundles.js';
import { PageRenderer } from './page-renderer.js';
import type { RenderRequest } from './render-protocol.js';
import { TEST_RENDER_DOCUMENT, drawnRoot } from '../testing/shell-document.js';

const fake = fakeShellBundle();
const logged: string[] = [];
const log = { info: (_: object, message: string) => logged.push(message), warn: (_: object, message: string) => logged.push(message) };
const renderer = new PageRenderer({ name: 'test', shellBundle: fake.bundle, readable: () => [path.dirname(fake.bundle)], log, hangMs: 1_500 });
after(() => {
  renderer.close();
  fake.remove();
});

const request = (url: string): RenderRequest => ({
  url,
  config: { apiBaseUrl: '', tileUrl: '', remotes: {}, versions: {}, routes: [], unavailable: [] },
  reads: { '/api/members': { status: 200, body: { data: [] } } },
  serverEntries: {},
  document: TEST_RENDER_DOCUMENT,
});
const processOf = (html: string) => /<!-- process (\w+) at /.exec(html)?.[1];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the render process', () => {
  it('warms a process before its first page: started once, given where the remotes are, then drawing', async () => {
    renderer.restart('a test');
    assert.equal(renderer.loaded, false, 'no process runs');
    const starts = renderer.starts;
    const warm = { serverEntries: {}, remotes: { mfe_public: '/remotes/mfe-public/remoteEntry.js' } };
    const warming = renderer.warm(warm);
    assert.equal(renderer.loaded, false, 'started, not answered yet: a page would wait for its start');
    await warming;
    assert.equal(renderer.loaded, true);
    assert.equal(renderer.starts, starts + 1);
    assert.deepEqual(JSON.parse(drawnRoot(await renderer.render(request('/warmed'))) ?? 'null'), warm);
    assert.equal(renderer.starts, starts + 1, 'the page is drawn by the warmed process');
  });

  it('draws a page with the reads it is given', async () => {
    const html = await renderer.render(request('/People'));
    assert.match(html, /<h1>Drawn \/People<\/h1>/);
    assert.match(html, /"\/api\/members":\{"status":200/);
  });

  it("holds none of the API's environment", async () => {
    assert.equal(drawnRoot(await renderer.render(request('/environment'))), 'MALLOC_ARENA_MAX,NODE_ENV');
  });

  it('may not write files, start processes or read outside the bundles', async () => {
    assert.equal(drawnRoot(await renderer.render(request('/writes'))), 'ERR_ACCESS_DENIED');
    assert.equal(drawnRoot(await renderer.render(request('/spawns'))), 'ERR_ACCESS_DENIED');
    assert.equal(drawnRoot(await renderer.render(request('/reads-elsewhere'))), 'ERR_ACCESS_DENIED');
  });

  it('answers a render that throws with its error, and goes on drawing', async () => {
    await assert.rejects(renderer.render(request('/throws')), /drawing failed on purpose/);
    assert.match(await renderer.render(request('/')), /Drawn \/</);
  });

  it('kills a process whose render hangs, and draws the next page in a new one', async () => {
    const before = processOf(await renderer.render(request('/')));
    const started = Date.now();
    await assert.rejects(renderer.render(request('/spins')), /hung/);
    assert.ok(Date.now() - started < 5_000, 'killed within the hang limit (and the watchdog tick)');
    // A failed process is not started again for a moment (no restart loop).
    await assert.rejects(renderer.render(request('/')), /paused/);
    await pause(1_100);
    const afterwards = processOf(await renderer.render(request('/')));
    assert.ok(afterwards && afterwards !== before, 'a new process draws');
  });

  it('starts a new process after one dies', async () => {
    const starts = renderer.starts;
    await assert.rejects(renderer.render(request('/exits')), /exited/);
    assert.equal(renderer.loaded, false);
    assert.equal(renderer.failing, true, 'a page is not held for the start of a version that just failed');
    await pause(1_100);
    assert.match(await renderer.render(request('/')), /Drawn/);
    assert.equal(renderer.starts, starts + 1);
    assert.equal(renderer.failing, false);
    assert.equal(renderer.loaded, true);
  });
});
