import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { siteFolder } from '../testing/site-folder.js';
import { readStartScript } from './start-script.js';

const shellWith = (text: string) => `${siteFolder({ 'shell/dist/start-after-paint.js': text })}/shell/dist`;

describe("the shell's start-after-paint module, for drawn pages to hold", () => {
  it('is read with the CSP hash of its exact text', () => {
    const text = 'const block = document.getElementById("start-after-paint");\n';
    const dir = shellWith(text);
    assert.deepEqual(readStartScript(dir), { text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is absent when the shell is not built, or when its text would end the script tag early', () => {
    assert.equal(readStartScript('/nonexistent/shell/dist'), undefined);
    assert.equal(readStartScript(shellWith('const s = "</script><img src=x>";')), undefined);
    assert.equal(readStartScript(shellWith('x = 1 <!-- 2;')), undefined);
  });
});
