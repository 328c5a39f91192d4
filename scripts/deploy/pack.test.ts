import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { packDirectory } from './pack';
import { readArchive, removeTemporaryFolders, temporaryFolder, write } from './testing';

after(removeTemporaryFolders);

describe('packDirectory', () => {
  it("packs exactly the folder's files and folders, by relative name, leaving links out", async () => {
    const root = temporaryFolder();
    const dist = path.join(root, 'dist');
    const files: Record<string, Buffer> = {
      'remoteEntry.js': Buffer.from('var mfe_timeline;'),
      'mf-manifest.json': Buffer.from('{}'),
      'assets/img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]),
      '@mf-types/index.d.ts': Buffer.from('export {};'),
    };
    for (const [name, content] of Object.entries(files)) write(path.join(dist, name), content);
    fs.mkdirSync(path.join(dist, 'empty'));
    write(path.join(root, 'secret.txt'), 'outside dist/');
    fs.symlinkSync(path.join(root, 'secret.txt'), path.join(dist, 'secret.txt'));
    fs.symlinkSync(root, path.join(dist, 'up'));

    const packed = await packDirectory(dist);

    assert.equal(packed.files, 4);
    assert.deepEqual(packed.skipped, ['secret.txt', 'up']);
    const entries = await readArchive(packed.archive);
    const byType = (type: string) => [...entries].filter(([, entry]) => entry.type === type).map(([name]) => name).sort();
    assert.deepEqual(byType('file'), Object.keys(files).sort());
    assert.deepEqual(byType('directory'), ['@mf-types/', 'assets/', 'assets/img/', 'empty/']);
    assert.equal(entries.size, 8);
    assert.deepEqual([...packed.names].sort(), [...entries.keys()].sort(), 'every name, as the portal counts them');
    assert.equal(packed.bytes, Object.values(files).reduce((sum, content) => sum + content.length, 0));
    for (const [name, content] of Object.entries(files)) assert.deepEqual(entries.get(name)?.content, content, name);
  });
});
