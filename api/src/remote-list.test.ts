import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { readRemotePackages } from './remote-list.js';

describe('readRemotePackages', () => {
  it("reads the repository's list of remotes, in its order", () => {
    const list = JSON.parse(fs.readFileSync(new URL('../../config/remotes.json', import.meta.url), 'utf8')) as { package: string }[];
    assert.deepEqual(readRemotePackages(), list.map((remote) => remote.package));
  });

  it('refuses a list without package names, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-list-'));
    const file = path.join(dir, 'remotes.json');
    try {
      fs.writeFileSync(file, JSON.stringify([{ name: 'mfe-news' }]));
      assert.throws(() => readRemotePackages(pathToFileURL(file)), new RegExp(`^Error: ${file} must list the remotes`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
