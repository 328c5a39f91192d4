import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { insertResource } from '../repositories/resources.js';
import { multipart, pngImage } from '../testing/multipart.js';
import { useTestApp, type TestUser } from '../testing/test-context.js';
import { docxFile, zipArchive } from '../testing/zip.js';

const ctx = useTestApp();

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('name,score\n"Ada, L.",10\nGrace,9\n');
const ALLOWED = /Allowed: PDF, PNG, JPEG, GIF, WebP, ZIP, Word \(\.docx\), Excel \(\.xlsx\), PowerPoint \(\.pptx\), plain text \(\.txt\), CSV or Markdown \(\.md\)\./;

type File = { file: Buffer; name: string };

async function resourceOf(owner: TestUser): Promise<string> {
  const row = await insertResource(ctx.database.db, {
    title: 'Eye-tracking primer',
    description: '',
    categoryMain: 'COGS 402',
    categorySub: '',
    author: 'Lab',
    resourceLink: 'https://x.org',
    createdBy: owner.user.id,
  });
  return row.id;
}

async function upload(as: TestUser | undefined, resourceId: string, files: File[]) {
  const form = await multipart({ files });
  return ctx.inject({ method: 'POST', url: `/api/resources/${resourceId}/attachments`, as, ...form });
}

const list = (as: TestUser | undefined, resourceId: string) =>
  ctx.inject({ method: 'GET', url: `/api/resources/${resourceId}/attachments`, as });

async function storedCount(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from attachments`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('POST /api/resources/:id/attachments', () => {
  it("saves the creator's files and answers the resource's whole list, oldest first", async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const response = await upload(owner, id, [
      { file: PDF, name: 'syllabus.pdf' },
      { file: CSV, name: 'scores.csv' },
    ]);
    assert.equal(response.statusCode, 201, response.body);
    const reply = response.json();
    assert.equal(reply.message, 'Files uploaded');
    assert.deepEqual(
      reply.data.map((file: Record<string, unknown>) => [file.fileName, file.mimeType, file.size, file.resourceId]),
      [
        ['syllabus.pdf', 'application/pdf', PDF.length, id],
        ['scores.csv', 'text/csv', CSV.length, id],
      ],
    );
    const [first] = reply.data;
    assert.equal(first.url, `/api/resources/${id}/attachments/${first._id}`);
    assert.ok(!Number.isNaN(Date.parse(first.createdAt)));
    assert.deepEqual(Object.keys(first).sort(), ['_id', 'createdAt', 'fileName', 'mimeType', 'resourceId', 'size', 'url']);

    const listed = await list(await ctx.member(), id);
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(listed.json().data, reply.data);
  });

  it("lets an admin add files to anyone's resource and refuses other members, saving nothing", async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const refused = await upload(await ctx.member(), id, [{ file: PDF, name: 'a.pdf' }]);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'You do not have permission to add files to this resource');
    assert.equal(await storedCount(), 0);
    const byAdmin = await upload(await ctx.admin(), id, [{ file: PDF, name: 'a.pdf' }]);
    assert.equal(byAdmin.statusCode, 201);
    assert.equal((await upload(undefined, id, [{ file: PDF, name: 'a.pdf' }])).statusCode, 401);
  });

  it('answers 404 for an unknown resource', async () => {
    const me = await ctx.member();
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      const response = await upload(me, id, [{ file: PDF, name: 'a.pdf' }]);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Resource not found');
    }
  });

  it('holds a resource to 2 files in all, saving nothing from an upload that would pass it', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const three = await upload(owner, id, [1, 2, 3].map((n) => ({ file: PDF, name: `${n}.pdf` })));
    assert.equal(three.statusCode, 400);
    assert.equal(three.json().message, 'A resource can have at most 2 files.');
    assert.equal(await storedCount(), 0);

    assert.equal((await upload(owner, id, [{ file: PDF, name: 'one.pdf' }])).statusCode, 201);
    const two = await upload(owner, id, [{ file: PDF, name: '2.pdf' }, { file: CSV, name: '3.csv' }]);
    assert.equal(two.statusCode, 400);
    assert.equal(two.json().message, 'A resource can have at most 2 files. This one has 1: remove one before adding more.');
    assert.equal(await storedCount(), 1);

    assert.equal((await upload(owner, id, [{ file: CSV, name: 'two.csv' }])).statusCode, 201);
    const more = await upload(owner, id, [{ file: CSV, name: 'three.csv' }]);
    assert.equal(more.statusCode, 400);
    assert.match(more.json().message, /This one has 2/);
    assert.equal(await storedCount(), 2);
  });

  it('lets only one of two simultaneous uploads fill the last places', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const both = await Promise.all([
      upload(owner, id, [{ file: PDF, name: 'a.pdf' }, { file: PDF, name: 'b.pdf' }]),
      upload(owner, id, [{ file: CSV, name: 'c.csv' }, { file: CSV, name: 'd.csv' }]),
    ]);
    assert.deepEqual(both.map((response) => response.statusCode).sort(), [201, 400]);
    assert.equal(await storedCount(), 2);
  });

  it('refuses a file over 10 MB with 413, saving nothing', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await upload(owner, id, [{ file: CSV, name: 'small.csv' }, { file: big, name: 'big.txt' }]);
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'Each file must be 10 MB or smaller.');
    assert.equal(await storedCount(), 0);
    const exactly = await upload(owner, id, [{ file: Buffer.alloc(10 * 1024 * 1024, 'a'), name: 'max.txt' }]);
    assert.equal(exactly.statusCode, 201, exactly.body);
  });

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

describe('GET /api/resources/:id/attachments', () => {
  it('answers 401 without a session, 404 for an unknown resource and [] for a resource without files', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    assert.equal((await list(undefined, id)).statusCode, 401);
    const missing = await list(owner, MISSING_ID);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Resource not found');
    assert.deepEqual((await list(owner, id)).json(), { data: [] });
  });
});

describe('GET /api/resources/:id/attachments/:attachmentId', () => {
  it('sends the bytes to any member as a download that browsers will not sniff or run', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const uploaded = (await upload(owner, id, [{ file: CSV, name: 'Résumé "final"; v2.csv' }])).json().data[0];
    const response = await ctx.inject({ method: 'GET', url: uploaded.url, as: await ctx.member() });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.rawPayload, CSV);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(response.headers['content-disposition'], "attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_%3B%20v2.csv");
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'private, max-age=86400');
    assert.match(String(response.headers['content-security-policy']), /sandbox/);
    assert.equal((await ctx.inject({ method: 'GET', url: uploaded.url })).statusCode, 401);
  });

  it("answers 404 for an unknown file, or one of another resource's", async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const other = await resourceOf(owner);
    const uploaded = (await upload(owner, id, [{ file: PDF, name: 'a.pdf' }])).json().data[0];
    for (const url of [
      `/api/resources/${id}/attachments/${MISSING_ID}`,
      `/api/resources/${id}/attachments/nope`,
      `/api/resources/${other}/attachments/${uploaded._id}`,
    ]) {
      const response = await ctx.inject({ method: 'GET', url, as: owner });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().message, 'File not found');
    }
  });
});

describe('DELETE /api/resources/:id/attachments/:attachmentId', () => {
  it('lets the creator or an admin remove a file, refusing other members', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    const [a, b] = (await upload(owner, id, [{ file: PDF, name: 'a.pdf' }, { file: CSV, name: 'b.csv' }])).json().data;
    const remove = (as: TestUser, attachment: { url: string }) => ctx.inject({ method: 'DELETE', url: attachment.url, as });

    const refused = await remove(await ctx.member(), a);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'You do not have permission to remove files of this resource');

    const removed = await remove(owner, a);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: 'Attachment deleted' });
    assert.equal((await remove(owner, a)).statusCode, 404);
    assert.equal((await remove(await ctx.admin(), b)).statusCode, 200);
    assert.deepEqual((await list(owner, id)).json().data, []);
  });

  it('goes with its resource', async () => {
    const owner = await ctx.member();
    const id = await resourceOf(owner);
    await upload(owner, id, [{ file: PDF, name: 'a.pdf' }]);
    const deleted = await ctx.inject({ method: 'DELETE', url: `/api/resources/${id}`, as: owner });
    assert.equal(deleted.statusCode, 200);
    assert.equal(await storedCount(), 0);
  });
});
