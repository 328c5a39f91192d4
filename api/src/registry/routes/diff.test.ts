import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_REMOTES, siteFolder, timelineBundle, timelineFiles, timelineRoutes } from '../../testing/remote-bundles.js';
import { callRegistry, uploadBundle } from '../../testing/registry.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const webRoot = await siteFolder();
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES });

const FORMIK_CHUNK = 'export const formik = 1;'.repeat(40);
const bytes = (text: string) => Buffer.byteLength(text);

/** A later timeline: a page renamed, a menu entry and a title changed, formik updated, moment added, formik's chunk in its first load. */
function nextTimeline() {
  const routes = timelineRoutes('/timeline/charts');
  routes.routes[0]!.head = { title: 'Lab timeline' };
  routes.menus.push({ menu: 'bar', label: 'Charts', to: '/timeline/charts', order: 70 });
  return timelineBundle({
    routes,
    manifest: (manifest) => ({
      ...manifest,
      shared: [...manifest.shared.map((module) => (module.name === 'formik' ? { ...module, version: '2.4.10' } : module)), { name: 'moment', version: '2.30.1', singleton: false, requiredVersion: '^2.30.1' }],
    }),
    files: {
      'first-load.json': JSON.stringify({ entry: 'remoteEntry.js', routes: ['routes.0123456789.js'], consumes: ['formik'], provides: { formik: ['368.formik.js'] } }),
      '368.formik.js': FORMIK_CHUNK,
    },
  });
}

async function deploy(admin: TestUser, bundle: Buffer): Promise<number> {
  const response = await uploadBundle(ctx, 'mfe-timeline', bundle, admin);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.version;
}

const diff = (admin: TestUser, version: number | string, name = 'mfe-timeline') => ctx.inject({ method: 'GET', url: `/api/remotes/${name}/versions/${version}/diff`, as: admin });

describe('a version against the active one', () => {
  it("names what it adds, removes and changes, from both versions' files", async () => {
    const admin = await ctx.admin();
    const active = await deploy(admin, await timelineBundle());
    assert.equal((await callRegistry(ctx, 'mfe-timeline', 'activate', admin, { version: active })).statusCode, 200);
    const next = await deploy(admin, await nextTimeline());

    const response = await diff(admin, next);
    assert.equal(response.statusCode, 200, response.body);
    const files = timelineFiles();
    const firstLoad = bytes(files['remoteEntry.js'] as string) + bytes(files['routes.0123456789.js'] as string);
    assert.deepEqual(response.json().data, {
      against: active,
      version: next,
      routes: { added: ['/timeline/charts'], removed: ['/timeline/stats'] },
      menus: { added: [{ menu: 'bar', label: 'Charts', to: '/timeline/charts' }], removed: [] },
      heads: { changed: [{ path: '/timeline', before: { title: 'Timeline' }, after: { title: 'Lab timeline' } }] },
      shared: { added: [{ name: 'moment', version: '2.30.1' }], removed: [], changed: [{ name: 'formik', before: '2.4.9', after: '2.4.10' }] },
      firstLoadBytes: { before: firstLoad, after: firstLoad + bytes(FORMIK_CHUNK) },
      files: { before: Object.keys(files).length, after: Object.keys(files).length + 1 },
      notes: [],
    });
  });

  it("compares the site's build (version 1) from its folder, and says what it lacks", async () => {
    const admin = await ctx.admin();
    const build = await diff(admin, 1);
    assert.equal(build.statusCode, 200, build.body);
    assert.equal(build.json().data.against, 1, 'nothing activated: the build is active');
    assert.deepEqual(build.json().data.notes, [
      'Version 1: its mf-manifest.json could not be read, so what depends on it is left out.',
      'Version 1: its first-load.json could not be read, so what depends on it is left out.',
    ]);

    const version = await deploy(admin, await timelineBundle());
    const deployed = (await diff(admin, version)).json().data;
    assert.deepEqual(deployed.routes, { added: ['/timeline/stats'], removed: ['/timeline/add', '/timeline/edit/:timelineId'] }, "the build's own route manifest");
    assert.deepEqual(deployed.shared, { added: [], removed: [], changed: [] }, 'left out: the build has no mf-manifest.json here');
    assert.deepEqual(deployed.firstLoadBytes.before, null);
    assert.deepEqual(deployed.files, { before: 1, after: Object.keys(timelineFiles()).length });
  });

  it('answers 404 for a version or remote there is not, 400 for a version that is not a number', async () => {
    const admin = await ctx.admin();
    const missing = await diff(admin, 7);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'mfe-timeline has no version 7.');
    assert.equal((await diff(admin, 2, 'mfe-bogus')).statusCode, 404);
    assert.equal((await diff(admin, 'latest')).statusCode, 400);
    assert.equal((await diff(admin, 0)).statusCode, 400);
  });
});
