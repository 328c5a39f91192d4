import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { timelineFiles } from '../../testing/remote-bundles.js';
import { readVersionContents } from './version-contents.js';

const roots: string[] = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A version's folder holding these files (paths may have folders). */
function folderOf(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-contents-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('readVersionContents', () => {
  it("reads a version's shared modules, route manifest, first-load JS and files", async () => {
    const files = timelineFiles({
      files: {
        'first-load.json': JSON.stringify({ entry: 'remoteEntry.js', routes: ['routes.0123456789.js', 'routes.css'], consumes: ['react', 'formik'], provides: { formik: ['1.js'], react: ['1.js', '2.js'] } }),
        '1.js': 'x'.repeat(100),
        '2.js': 'y'.repeat(10),
        'routes.css': 'z'.repeat(1000),
        'assets/logo.svg': '<svg/>',
      },
    });
    const contents = await readVersionContents(folderOf(files), 'mfe_timeline');
    assert.deepEqual(contents.unreadable, []);
    assert.deepEqual(contents.routes?.routes.map((route) => route.path), ['/timeline', '/timeline/stats']);
    assert.equal(contents.shared?.find((module) => module.name === 'formik')?.version, '2.4.9');
    const expected = Buffer.byteLength(files['remoteEntry.js'] as string) + Buffer.byteLength(files['routes.0123456789.js'] as string) + 100 + 10;
    assert.equal(contents.firstLoadBytes, expected, 'JS only, each file once, the shared chunks it consumes included');
    assert.equal(contents.files, Object.keys(files).length, 'files in folders counted');
  });

  it('names what it cannot read: a broken mf-manifest.json, an unsound route manifest, no first-load.json', async () => {
    const folder = folderOf({ 'mf-manifest.json': '{', 'route-manifest.json': JSON.stringify({ schemaVersion: 1 }) });
    assert.deepEqual(await readVersionContents(folder, 'mfe_timeline'), {
      files: 2,
      unreadable: ['its mf-manifest.json', 'its route manifest', 'its first-load.json'],
    });
  });

  it('has nothing of a version without a folder', async () => {
    assert.deepEqual(await readVersionContents(undefined, 'mfe_timeline'), { unreadable: ['its files'] });
    assert.deepEqual(await readVersionContents(path.join(os.tmpdir(), 'no-such-version-folder'), 'mfe_timeline'), { unreadable: ['its files'] });
  });
});
