import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { siteFolder } from '../testing/site-folder.js';
import { readPageScripts } from './page-scripts.js';

const ENTRY = 'document.head.append(link);\n';
/** A built shell's folder with the two scripts; a `null` one is not there. */
const shellWith = (start: string, entry: string | null = ENTRY) =>
  `${siteFolder({ 'shell/dist/start-after-paint.js': start, ...(entry === null ? {} : { 'shell/dist/fetch-entry-after-styles.js': entry }) })}/shell/dist`;
const hashed = (text: string) => ({ text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` });

describe("the shell's inline scripts, for drawn pages to hold", () => {
  it('are read with the CSP hash of their exact texts', () => {
    const text = 'const block = document.getElementById("start-after-paint");\n';
    const dir = shellWith(text);
    assert.deepEqual(readPageScripts(dir), { start: hashed(text), entry: hashed(ENTRY) });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are absent when the shell is not built, when either is missing, or when a text would end the script tag early', () => {
    assert.equal(readPageScripts('/nonexistent/shell/dist'), undefined);
    assert.equal(readPageScripts(shellWith('void 0;', null)), undefined);
    assert.equal(readPageScripts(shellWith('const s = "</script><img src=x>";')), undefined);
    assert.equal(readPageScripts(shellWith('x = 1 <!-- 2;')), undefined);
    assert.equal(readPageScripts(shellWith('void 0;', 'const s = "</SCRIPT>";')), undefined);
  });
});
