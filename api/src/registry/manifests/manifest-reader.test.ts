import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { remoteManifests } from './manifest-reader.js';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-manifests-'));
const stored = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-stored-version-'));
after(() => {
  for (const folder of [webRoot, stored]) fs.rmSync(folder, { recursive: true, force: true });
});
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
write(path.join(webRoot, 'shell', 'dist', 'first-load.json'), '{"routes":[]}');
write(path.join(webRoot, 'mfe-public', 'dist', 'route-manifest.json'), '{"remote":"mfe_public"}');
write(path.join(webRoot, 'mfe-admin', 'dist', 'route-manifest.json'), 'x'.repeat(MAX_ROUTE_MANIFEST_BYTES + 1));
write(path.join(stored, 'mf-manifest.json'), JSON.stringify({ metaData: { routeManifest: 'pages.json' } }));
write(path.join(stored, 'pages.json'), '{"remote":"mfe_timeline"}');

const read = remoteManifests(webRoot, async (pkg, version) => (pkg === 'mfe-timeline' && version === 3 ? stored : undefined));

describe("the registry's one reader of the manifests", () => {
  it("reads a route manifest beside a build's entry, or where a stored version's mf-manifest.json names it", async () => {
    assert.equal(await read.routeManifest('/remotes/mfe-public/remoteEntry.js'), '{"remote":"mfe_public"}');
    assert.equal(await read.routeManifest('/remotes/mfe-timeline/3/mf-manifest.json'), '{"remote":"mfe_timeline"}');
    await assert.rejects(read.routeManifest('/remotes/mfe-timeline/4/mf-manifest.json'), /not a deployed version/);
  });

  it('keeps each manifest to its size limit', async () => {
    await assert.rejects(read.routeManifest('/remotes/mfe-admin/remoteEntry.js'), new RegExp(`larger than ${MAX_ROUTE_MANIFEST_BYTES} bytes`));
  });

  it("reads the shell's first-load.json from its build, parsed", async () => {
    assert.deepEqual(await read.firstLoad('/first-load.json'), { routes: [] });
  });
});
