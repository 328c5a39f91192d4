import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentRequests, CSV, PDF } from '../../testing/attachments.js';
import { MISSING_ID } from '../../testing/ids.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();
const { resourceOf, upload, list, storedCount } = attachmentRequests(ctx);

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
});
