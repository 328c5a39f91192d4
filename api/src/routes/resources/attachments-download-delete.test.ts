import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentRequests, CSV, PDF } from '../../testing/attachments.js';
import { MISSING_ID } from '../../testing/ids.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();
const { resourceOf, upload, list, storedCount } = attachmentRequests(ctx);

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
