import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fakeShellBundle } from '../testing/render-bundles.js';
import { PageRenderer } from './page-renderer.js';
import type { RenderRequest } from './render-protocol.js';
import { TEST_RENDER_DOCUMENT, drawnRoot } from '../testing/shell-document.js';
import { findSandbox } from './sandbox.js';

// What a hostile team's server build tries from inside its render process (the fake shell bundle
// does each on its address): none of it may reach the API, the machine or the network.
const sandbox = findSandbox();
const available = !('unavailable' in sandbox);
const fake = fakeShellBundle();
const records: Array<{ object: Record<string, unknown>; message: string }> = [];
const log = {
  info: (object: object, message: string) => records.push({ object: object as Record<string, unknown>, message }),
  warn: (object: object, message: string) => records.push({ object: object as Record<string, unknown>, message }),
};
const renderer = new PageRenderer({
  name: 'mfe_hostile',
  shellBundle: fake.bundle,
  readable: () => [path.dirname(fake.bundle)],
  log,
  hangMs: 1_500,
  maxRssBytes: 192 * 1024 * 1024,
  ...(available ? { sandbox } : {}),
});
const listener = net.createServer((socket) => socket.end());
before(() => new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve)));
after(() => {
  renderer.close();
  listener.close();
  fake.remove();
});

const request = (url: string): RenderRequest => ({
  url,
  config: { apiBaseUrl: '', tileUrl: '', remotes: {}, versions: {}, routes: [], unavailable: [] },
  reads: {},
  serverEntries: {},
  document: TEST_RENDER_DOCUMENT,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the process is gone (killed by the watch) and its restart pause is over. */
async function untilRestarted(starts: number) {
  for (let waited = 0; waited < 8_000 && renderer.pid !== undefined; waited += 100) await pause(100);
  assert.equal(renderer.pid, undefined, 'the process was killed');
  await pause(1_100);
  assert.match(await renderer.render(request('/')), /Drawn/);
  assert.equal(renderer.starts, starts + 1, 'and a new one draws the next page');
}

describe('a render process in its sandbox', { skip: available ? false : `no namespaces here: ${'unavailable' in sandbox ? sandbox.unavailable : ''}` }, () => {
  it('sees no process of the machine: it cannot signal the API', async () => {
    const tried = JSON.parse(drawnRoot(await renderer.render(request(`/signals?pid=${process.pid}`))) ?? 'null') as { ppid: number; pid: number; signal: string };
    assert.equal(tried.pid, 1, 'the first process of a PID namespace of its own');
    assert.equal(tried.ppid, 0, 'its parent is outside, unseen');
    assert.equal(tried.signal, 'ESRCH', "the API's process is not there for it");
    assert.match(await renderer.render(request('/')), /Drawn/, 'it draws on, and so does the API that runs this test');
  });

  it('has no network: not even the loopback the API listens on', async () => {
    const { port } = listener.address() as net.AddressInfo;
    const outcome = drawnRoot(await renderer.render(request(`/connects?port=${port}`)));
    assert.notEqual(outcome, 'connected');
    assert.match(outcome ?? '', /ENETUNREACH|ECONNREFUSED|ERR_ACCESS_DENIED/);
  });

  it("holds none of the API's environment", async () => {
    assert.equal(drawnRoot(await renderer.render(request('/environment'))), 'MALLOC_ARENA_MAX,NODE_ENV');
  });

  it('prints only into records of its own, tagged, escaped and cut', async () => {
    records.length = 0;
    assert.equal(drawnRoot(await renderer.render(request('/prints'))), 'printed');
    for (let waited = 0; waited < 2_000 && records.length < 2; waited += 50) await pause(50);
    const printed = records.filter((record) => record.message === 'render process output');
    assert.deepEqual(printed.map((record) => record.object), [
      { renderer: 'mfe_hostile', output: '{\\"level\\":50,\\"msg\\":\\"forged record\\"}' },
      { renderer: 'mfe_hostile', output: 'second line' },
    ]);
    assert.equal(records.filter((record) => record.message === 'forged record').length, 0);
  });

  it('is killed when it holds more memory than its cap, and started again', async () => {
    const starts = renderer.starts;
    assert.equal(drawnRoot(await renderer.render(request('/allocates'))), 'allocating');
    await untilRestarted(starts);
    assert.ok(records.some((record) => record.message === 'render process killed: over its memory cap'));
  });

  it('is killed when it works while no page is asked of it', async () => {
    await pause(1_100);
    const starts = renderer.starts;
    assert.equal(drawnRoot(await renderer.render(request('/busy-after'))), 'busy soon');
    await untilRestarted(starts);
    assert.ok(records.some((record) => record.message === 'render process killed: busy while no page was asked'));
  });
});
