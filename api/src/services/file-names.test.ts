import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentDisposition, extensionOf, safeFileName } from './file-names.js';

describe('safeFileName', () => {
  it('keeps only the last path segment, whichever separator', () => {
    assert.equal(safeFileName('../../etc/passwd.txt'), 'passwd.txt');
    assert.equal(safeFileName('C:\\Users\\ada\\notes.md'), 'notes.md');
  });

  it('drops control and direction characters, replaces reserved ones, trims dots and spaces', () => {
    assert.equal(safeFileName('re\u0000po\u001frt\u202efdp.exe.pdf'), 'reportfdp.exe.pdf');
    assert.equal(safeFileName('a<b>:c"d|e?f*.txt'), 'a_b__c_d_e_f_.txt');
    assert.equal(safeFileName('  ..hidden  name.txt. '), 'hidden name.txt');
    assert.equal(safeFileName('line\nbreak\tname.csv'), 'linebreakname.csv');
  });

  it('names a file that has no usable name "file"', () => {
    assert.equal(safeFileName(''), 'file');
    assert.equal(safeFileName('../..'), 'file');
  });

  it('cuts long names to 200 characters and keeps the extension, never splitting a character', () => {
    const long = safeFileName(`${'ü'.repeat(150)}${'😀'.repeat(150)}.pdf`);
    assert.equal(Array.from(long).length, 200);
    assert.ok(long.endsWith('😀.pdf'));
    assert.doesNotMatch(long, /[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("appends the detected type's extension when the name lacks it", () => {
    assert.equal(safeFileName('page.html', ['png']), 'page.html.png');
    assert.equal(safeFileName('photo.JPEG', ['jpg', 'jpeg']), 'photo.JPEG');
    assert.equal(extensionOf('archive.tar.GZ'), 'gz');
    assert.equal(extensionOf('.bashrc'), '');
  });
});

describe('attachmentDisposition', () => {
  it('encodes any name as RFC 8187 UTF-8, quotes and parentheses included', () => {
    assert.equal(attachmentDisposition("Ada's (draft) *v2* ü.pdf"), "attachment; filename*=UTF-8''Ada%27s%20%28draft%29%20%2Av2%2A%20%C3%BC.pdf");
  });
});
