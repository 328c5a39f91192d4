import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentRequests, CSV, PDF, type File } from '../../testing/attachments.js';
import { multipart, pngImage } from '../../testing/multipart.js';
import { useTestApp } from '../../testing/test-context.js';
import { docxFile, zipArchive } from '../../testing/zip.js';

const ctx = useTestApp();
const { resourceOf, upload, storedCount } = attachmentRequests(ctx);

const ALLOWED = /Allowed: PDF, PNG, JPEG, GIF, WebP, ZIP, Word \(\.docx\), Excel \(\.xlsx\), PowerPoint \(\.pptx\), plain text \(\.txt\), CSV or Markdown \(\.md\)\./;

describe('POST /api/resources/:id/attachments', () => {
  it('recognises the allowed types by their content', async () => {
    const owner = await ctx.member();
    const cases: [File, string, string][] = [
      [{ file: await pngImage(), name: 'chart.png' }, 'image/png', 'chart.png'],
      [{ file: docxFile(), name: 'consent form.docx' }, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'consent form.docx'],
      [{ file: zipArchive({ 'data/trial1.csv': 'a,b\n' }), name: 'data.zip' }, 'application/zip', 'data.zip'],
      [{ file: Buffer.from('# Notes\n\nÜber *alles*.\n'), name: 'README.md' }, 'text/markdown', 'README.md'],
      [{ file: Buffer.from('plain words'), name: 'notes.txt' }, 'text/plain', 'notes.txt'],
      // The name says web page, the bytes say PNG: saved as what it is, named so it opens as one.
      [{ file: await pngImage(), name: 'page.html' }, 'image/png', 'page.html.png'],
    ];
    for (const [file, mimeType, fileName] of cases) {
      const id = await resourceOf(owner);
      const response = await upload(owner, id, [file]);
      assert.equal(response.statusCode, 201, `${file.name}: ${response.body}`);
      assert.deepEqual([response.json().data[0].mimeType, response.json().data[0].fileName], [mimeType, fileName]);
    }
  });

  it('refuses other types, naming the allowed ones, and saves nothing', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const refused: File[] = [
      { file: Buffer.from('<html><script>alert(1)</script></html>'), name: 'page.html' },
      { file: Buffer.from('<html><script>alert(1)</script></html>'), name: 'fake.pdf' },
      { file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg' },
      { file: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), name: 'tool.exe' },
      { file: Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3, 0x28]), name: 'broken.txt' },
      { file: zipArchive({ 'META-INF/MANIFEST.MF': 'Main-Class: X\n' }), name: 'app.zip' },
    ];
    for (const file of refused) {
      const response = await upload(owner, id, [{ file: PDF, name: 'ok.pdf' }, file]);
      assert.equal(response.statusCode, 400, file.name);
      assert.match(response.json().message, ALLOWED, file.name);
      assert.ok(response.json().message.startsWith('"'), file.name);
    }
    const empty = await upload(owner, id, [{ file: Buffer.alloc(0), name: 'empty.txt' }]);
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, '"empty.txt" is empty.');
    assert.equal(await storedCount(), 0);
  });

  it('stores a safe file name', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const response = await upload(owner, id, [
      { file: CSV, name: '../../etc/\u202ecrontab\u0007.csv' },
      { file: PDF, name: `${'x'.repeat(300)}.pdf` },
    ]);
    assert.equal(response.statusCode, 201, response.body);
    const [first, second] = response.json().data;
    assert.equal(first.fileName, 'crontab.csv');
    assert.equal(second.fileName.length, 200);
    assert.ok(second.fileName.endsWith('x.pdf'));
  });

  it('answers a request that is not a form of files with a 4xx', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const url = `/api/resources/${id}/attachments`;
    const json = await ctx.inject({ method: 'POST', url, as: owner, payload: { files: ['x'] } });
    assert.equal(json.statusCode, 415);
    assert.equal(json.json().message, 'Send the files as multipart/form-data, in fields named "files".');

    const wrongField = await ctx.inject({ method: 'POST', url, as: owner, ...(await multipart({ file: { file: PDF, name: 'a.pdf' } })) });
    assert.equal(wrongField.statusCode, 400);
    assert.equal(wrongField.json().message, 'Unexpected field "file": send the files in fields named "files".');

    const textField = await ctx.inject({ method: 'POST', url, as: owner, ...(await multipart({ title: 'x' })) });
    assert.equal(textField.statusCode, 400);

    const none = await ctx.inject({ method: 'POST', url, as: owner, ...(await multipart({})) });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'Choose a file to upload.');

    const truncated = await ctx.inject({
      method: 'POST',
      url,
      as: owner,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then nothing',
    });
    assert.equal(truncated.statusCode, 400);
    const noBoundary = await ctx.inject({ method: 'POST', url, as: owner, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    assert.equal(noBoundary.statusCode, 400);
    assert.equal(await storedCount(), 0);
  });
});
