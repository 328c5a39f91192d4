import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { TEST_SHELL_DOCUMENT } from '../testing/shell-document.js';
import { readShellDocument, SHELL_DOCUMENT_FILE } from './shell-document.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-document-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const written = (document: object) => {
  fs.writeFileSync(path.join(dir, SHELL_DOCUMENT_FILE), JSON.stringify(document));
  return readShellDocument(dir);
};

describe('readShellDocument', () => {
  it("reads the shell build's document, with what its start files weigh as sent", async () => {
    assert.deepEqual(await written({ ...TEST_SHELL_DOCUMENT, startBytes: 121_223 }), { ...TEST_SHELL_DOCUMENT, startBytes: 121_223 });
  });

  it('refuses one from a build that did not weigh its start files, or weighed them wrong: rebuild', async () => {
    const { startBytes: _, ...unweighed } = TEST_SHELL_DOCUMENT;
    for (const document of [unweighed, { ...TEST_SHELL_DOCUMENT, startBytes: -1 }, { ...TEST_SHELL_DOCUMENT, startBytes: '120000' }]) {
      await assert.rejects(written(document), /is not the shell's document: rebuild the shell/);
    }
  });
});
