// The one list of remotes (remotes.json) against the repository: every place that needs the
// remotes reads this list, so a folder it misses or an entry without a folder would go unseen.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import remoteList from './remotes.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

describe('the list of remotes', () => {
  it('names each remote folder once, by its package name, within the workspaces', () => {
    const names = remoteList.map((remote) => remote.package);
    assert.equal(new Set(names).size, names.length);
    // The root package.json's pattern makes each a workspace; its federation name (mfe_<name>) comes from it.
    assert.ok(readJson('package.json').workspaces.includes('mfe-*'));
    for (const name of names) {
      assert.match(name, /^mfe-[a-z][a-z0-9-]*$/);
      assert.equal(readJson(`${name}/package.json`).name, name);
      assert.ok(fs.existsSync(path.join(ROOT, name, 'src', 'remote-entry.ts')), `${name}/src/remote-entry.ts`);
    }
  });

  it('misses no remote folder', () => {
    const folders = fs.readdirSync(ROOT).filter((entry) => entry.startsWith('mfe-') && fs.existsSync(path.join(ROOT, entry, 'package.json')));
    assert.deepEqual(folders.sort(), remoteList.map((remote) => remote.package).sort());
  });

  it("gives each remote a development port of its own, apart from the site's (3000)", () => {
    const ports = remoteList.map((remote) => remote.devPort);
    for (const port of ports) assert.ok(Number.isInteger(port) && port > 3000 && port < 65536, `devPort ${port}`);
    assert.equal(new Set(ports).size, ports.length);
  });
});
