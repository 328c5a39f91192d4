import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MAX_FIRST_LOAD_BYTES, firstLoadFiles, manifestCache, manifestReader, manifestUrlBeside, parseManifest, type FirstLoadManifest } from './first-load-manifests.js';

const remote: FirstLoadManifest = {
  routes: ['141.aaaaaaaaaa.css', '141.aaaaaaaaaa.js'],
  styles: ['141.aaaaaaaaaa.css'],
  consumes: ['formik', 'moment', 'react'],
  pages: { 'page-timeline-add': { files: ['page-timeline-add.ffffffffff.js'], consumes: ['formik', 'yup'] } },
  provides: { formik: ['368.bbbbbbbbbb.js'], moment: ['689.cccccccccc.js'], react: ['696.dddddddddd.js'], yup: ['527.gggggggggg.js'] },
  provideConsumes: { formik: ['react'] },
};
const shell: FirstLoadManifest = { routes: [], styles: [], consumes: [], pages: {}, provides: { react: [], formik: ['368.eeeeeeeeee.js'] }, provideConsumes: {} };

describe('first-load manifests', () => {
  it('reads a manifest, and refuses one that is not (another team deploys it)', () => {
    assert.deepEqual(parseManifest({ provides: { react: [] } }), { routes: [], styles: [], consumes: [], pages: {}, provides: { react: [] }, provideConsumes: {} });
    assert.deepEqual(parseManifest(remote), remote);
    assert.deepEqual(parseManifest({ ...remote, entry: 'remoteEntry.js' }), { ...remote, entry: 'remoteEntry.js' });
    for (const bad of [
      { entry: '../remoteEntry.js' },
      { entry: ['remoteEntry.js'] },
      null,
      'routes',
      [],
      { routes: '141.js' },
      { routes: ['../../etc/passwd.js'] },
      { routes: ['https://evil.example/x.js'] },
      { routes: ['x.js"><script>alert(1)</script>.js'] },
      { routes: ['notes.txt'] },
      { consumes: [42] },
      { consumes: ['<script>'] },
      { provides: [] },
      { provides: { react: 'main.js' } },
      { provides: { react: ['/main.js'] } },
      { pages: [] },
      { pages: { 'page-x': ['x.js'] } },
      { pages: { '../x': { files: [], consumes: [] } } },
      { pages: { 'page-x': { files: ['../x.js'], consumes: [] } } },
      { pages: { 'page-x': { files: [], consumes: ['<script>'] } } },
      { provideConsumes: [] },
      { provideConsumes: { formik: 'react' } },
      { provideConsumes: { formik: ['<script>'] } },
      { provideConsumes: { '<x>': ['react'] } },
    ]) {
      assert.equal(parseManifest(bad), undefined, JSON.stringify(bad));
    }
  });

  it("names the routes' files and, for each shared module, the copy the runtime loads", () => {
    assert.deepEqual(firstLoadFiles(shell, remote, '/remotes/mfe-timeline/remoteEntry.js'), [
      '/remotes/mfe-timeline/141.aaaaaaaaaa.css',
      '/remotes/mfe-timeline/141.aaaaaaaaaa.js',
      // formik: the shell's copy; moment: the shell has none, the remote's; React: in main.js.
      '/368.eeeeeeeeee.js',
      '/remotes/mfe-timeline/689.cccccccccc.js',
    ]);
  });

  it("adds a page's own chunk and the shared modules only it consumes, once each", () => {
    assert.deepEqual(firstLoadFiles(shell, remote, '/remotes/mfe-timeline/remoteEntry.js', ['page-timeline-add']), [
      '/remotes/mfe-timeline/141.aaaaaaaaaa.css',
      '/remotes/mfe-timeline/141.aaaaaaaaaa.js',
      '/remotes/mfe-timeline/page-timeline-add.ffffffffff.js',
      '/368.eeeeeeeeee.js',
      '/remotes/mfe-timeline/689.cccccccccc.js',
      '/remotes/mfe-timeline/527.gggggggggg.js',
    ]);
    // A page the remote draws with its routes has no chunk of its own: the routes' files alone.
    assert.deepEqual(firstLoadFiles(shell, remote, '/remotes/mfe-timeline/remoteEntry.js', ['page-timeline']), firstLoadFiles(shell, remote, '/remotes/mfe-timeline/remoteEntry.js'));
  });

  it("adds each chunk a page's path names, in its order, and no name the remote has not built", () => {
    const projects: FirstLoadManifest = {
      ...remote,
      consumes: [],
      pages: {
        'page-projects-Coding-20Team': { files: ['page-projects-Coding-20Team.hhhhhhhhhh.js'], consumes: [] },
        'page-projects-NOVA': { files: ['page-projects-NOVA.iiiiiiiiii.js'], consumes: [] },
      },
    };
    // A subpage: its route's chunk (none), the projects' (none), its project's, its own (none).
    const names = ['page-projects-projectId-subpageId', 'page-projects', 'page-projects-Coding-20Team', 'page-projects-Coding-20Team-Website-20Development'];
    assert.deepEqual(firstLoadFiles(shell, projects, '/remotes/mfe-projects/remoteEntry.js', names), [
      '/remotes/mfe-projects/141.aaaaaaaaaa.css',
      '/remotes/mfe-projects/141.aaaaaaaaaa.js',
      '/remotes/mfe-projects/page-projects-Coding-20Team.hhhhhhhhhh.js',
    ]);
    assert.deepEqual(firstLoadFiles(shell, projects, '/remotes/mfe-projects/remoteEntry.js', ['constructor', 'page-hasOwnProperty']), firstLoadFiles(shell, projects, '/remotes/mfe-projects/remoteEntry.js'));
  });

  it("adds the shared modules a shared module's copy consumes in turn, from the copy the runtime loads for each", () => {
    // shared-ui/overlays' dialog shows shared-ui/widgets' alert: the runtime loads widgets before
    // overlays runs, and a remote's copy of widgets brings moment (a made-up need, to follow it).
    const host: FirstLoadManifest = {
      ...shell,
      provides: { ...shell.provides, 'shared-ui/overlays': ['410.aaaaaaaaaa.js', '707.aaaaaaaaaa.js'], 'shared-ui/widgets': ['410.aaaaaaaaaa.js', '412.aaaaaaaaaa.js'] },
      provideConsumes: { 'shared-ui/overlays': ['react', 'shared-ui/widgets'], 'shared-ui/widgets': ['shared-ui/overlays'] },
    };
    const withOverlays = { ...remote, consumes: ['shared-ui/overlays'] };
    assert.deepEqual(firstLoadFiles(host, withOverlays, '/remotes/mfe-public/remoteEntry.js'), [
      '/remotes/mfe-public/141.aaaaaaaaaa.css',
      '/remotes/mfe-public/141.aaaaaaaaaa.js',
      '/410.aaaaaaaaaa.js',
      '/707.aaaaaaaaaa.js',
      '/412.aaaaaaaaaa.js',
    ]);
    const remoteWidgets = { ...withOverlays, provides: { ...remote.provides, 'shared-ui/widgets': ['5.bbbbbbbbbb.js'] }, provideConsumes: { 'shared-ui/widgets': ['moment'] } };
    const hostWithoutWidgets = Object.fromEntries(Object.entries(host.provides).filter(([key]) => key !== 'shared-ui/widgets'));
    assert.deepEqual(firstLoadFiles({ ...host, provides: hostWithoutWidgets }, remoteWidgets, '/remotes/mfe-public/remoteEntry.js'), [
      '/remotes/mfe-public/141.aaaaaaaaaa.css',
      '/remotes/mfe-public/141.aaaaaaaaaa.js',
      '/410.aaaaaaaaaa.js',
      '/707.aaaaaaaaaa.js',
      '/remotes/mfe-public/5.bbbbbbbbbb.js',
      '/remotes/mfe-public/689.cccccccccc.js',
    ]);
  });

  it('names the files of a remote served elsewhere by their full URL', () => {
    assert.deepEqual(firstLoadFiles(shell, { ...remote, consumes: ['moment'] }, 'https://cdn.example.org/timeline/v2/remoteEntry.js'), [
      'https://cdn.example.org/timeline/v2/141.aaaaaaaaaa.css',
      'https://cdn.example.org/timeline/v2/141.aaaaaaaaaa.js',
      'https://cdn.example.org/timeline/v2/689.cccccccccc.js',
    ]);
    assert.equal(manifestUrlBeside('https://cdn.example.org/timeline/v2/remoteEntry.js'), 'https://cdn.example.org/timeline/v2/first-load.json');
    assert.equal(manifestUrlBeside('/remotes/mfe-public/remoteEntry.js?v=2'), '/remotes/mfe-public/first-load.json');
  });

  it("names the entry first for a remote configured by its mf-manifest.json, which the runtime reads the entry's name from", () => {
    const manifestUrl = 'https://cdn.example.org/timeline/v2/mf-manifest.json';
    assert.deepEqual(firstLoadFiles(undefined, { ...remote, entry: 'remoteEntry.js' }, manifestUrl), [
      'https://cdn.example.org/timeline/v2/remoteEntry.js',
      'https://cdn.example.org/timeline/v2/141.aaaaaaaaaa.css',
      'https://cdn.example.org/timeline/v2/141.aaaaaaaaaa.js',
    ]);
    assert.equal(manifestUrlBeside(manifestUrl), 'https://cdn.example.org/timeline/v2/first-load.json');
    // Configured by its entry, the page preloads that entry itself (first-load.ts).
    assert.deepEqual(firstLoadFiles(undefined, { ...remote, entry: 'remoteEntry.js' }, '/remotes/mfe-timeline/remoteEntry.js'), [
      '/remotes/mfe-timeline/141.aaaaaaaaaa.css',
      '/remotes/mfe-timeline/141.aaaaaaaaaa.js',
    ]);
  });

  it("names only the routes' files without the shell's manifest, rather than guess which copies load", () => {
    assert.deepEqual(firstLoadFiles(undefined, remote, '/remotes/mfe-timeline/remoteEntry.js'), [
      '/remotes/mfe-timeline/141.aaaaaaaaaa.css',
      '/remotes/mfe-timeline/141.aaaaaaaaaa.js',
    ]);
  });
});

describe('manifestReader', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-manifests-'));
  after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  for (const app of ['shell', 'mfe-public']) {
    fs.mkdirSync(path.join(webRoot, app, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, app, 'dist', 'first-load.json'), JSON.stringify({ app }));
  }
  fs.writeFileSync(path.join(webRoot, 'secret.json'), '{"secret":true}');
  const read = manifestReader(webRoot, ['mfe-public']);

  it("reads this site's apps from their build folders", async () => {
    assert.deepEqual(await read('/first-load.json'), { app: 'shell' });
    assert.deepEqual(await read('/remotes/mfe-public/first-load.json'), { app: 'mfe-public' });
  });

  it('reads nothing outside them', async () => {
    for (const url of ['/remotes/../secret.json', '/remotes/mfe-admin/first-load.json', '/remotes/mfe-public/../../secret.json', '/secret.json']) {
      await assert.rejects(read(url), Error, url);
    }
  });

  it("reads a remote's no larger than MAX_FIRST_LOAD_BYTES: it is another team's file", async () => {
    fs.mkdirSync(path.join(webRoot, 'mfe-projects', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mfe-projects', 'dist', 'first-load.json'), JSON.stringify({ routes: [], pad: 'x'.repeat(MAX_FIRST_LOAD_BYTES) }));
    const reader = manifestReader(webRoot, ['mfe-projects']);
    await assert.rejects(reader('/remotes/mfe-projects/first-load.json'), /larger than 65536 bytes/);
  });
});

describe('manifestCache', () => {
  /** A clock the test moves, and a reader whose answers it sets. */
  function setup() {
    const clock = { now: 0 };
    const answers = new Map<string, unknown>();
    const reads: string[] = [];
    const read = async (url: string) => {
      reads.push(url);
      if (!answers.has(url)) throw new Error('unreachable');
      return answers.get(url);
    };
    const cache = manifestCache(read, { ttlMs: 1000, now: () => clock.now });
    return { clock, answers, reads, cache };
  }

  it('answers from what it read, and reads again in the background once stale', async () => {
    const { clock, answers, reads, cache } = setup();
    answers.set('/first-load.json', { provides: { react: [] } });
    await cache.load(['/first-load.json']);
    answers.set('/first-load.json', { provides: { react: ['1.aaaaaaaaaa.js'] } });
    clock.now = 999;
    assert.deepEqual(cache.get('/first-load.json')?.provides, { react: [] });
    assert.equal(reads.length, 1);
    clock.now = 1000;
    // The page does not wait: it gets the old manifest, the next one the new.
    assert.deepEqual(cache.get('/first-load.json')?.provides, { react: [] });
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(cache.get('/first-load.json')?.provides, { react: ['1.aaaaaaaaaa.js'] });
    assert.equal(reads.length, 2);
  });

  it('counts a manifest it cannot read, or that is not one, as none, until a read succeeds', async () => {
    const { clock, answers, cache } = setup();
    await cache.load(['/remotes/mfe-public/first-load.json']);
    assert.equal(cache.get('/remotes/mfe-public/first-load.json'), undefined);
    answers.set('/remotes/mfe-public/first-load.json', { routes: ['../x.js'] });
    clock.now = 1000;
    cache.get('/remotes/mfe-public/first-load.json');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(cache.get('/remotes/mfe-public/first-load.json'), undefined);
    answers.set('/remotes/mfe-public/first-load.json', { routes: ['141.aaaaaaaaaa.js'] });
    clock.now = 2000;
    cache.get('/remotes/mfe-public/first-load.json');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(cache.get('/remotes/mfe-public/first-load.json')?.routes, ['141.aaaaaaaaaa.js']);
  });

  it('reads a manifest once however many pages ask while it is being read', async () => {
    const { answers, reads, cache } = setup();
    answers.set('/first-load.json', {});
    for (let page = 0; page < 5; page += 1) cache.get('/first-load.json');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(reads.length, 1);
  });
});
