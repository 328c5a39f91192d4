import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MISSING_ID } from './ids.js';
import type { TestContext, TestUser } from './test-context.js';

/** A kind of record its creator owns (a resource, a timeline entry), as its delete tests need it. */
interface OwnedRecords {
  /** The collection, such as /api/resources. */
  path: string;
  /** One record, as the tests' names say it: 'resource', 'entry'. */
  noun: string;
  /** The API's sentences: its answer to a delete, its refusal, its 404. */
  deleted: string;
  refused: string;
  notFound: string;
  create(as: TestUser): Promise<{ _id: string }>;
  get(as: TestUser, id: string): Promise<{ statusCode: number }>;
}

/** DELETE <path>/:id: the creator and admins may delete a record, no other member may. */
export function ownerDeleteTests(ctx: TestContext, records: OwnedRecords) {
  const { noun, create, get } = records;
  const remove = (as: TestUser, id: string) => ctx.inject({ method: 'DELETE', url: `${records.path}/${id}`, as });

  describe(`DELETE ${records.path}/:id`, () => {
    it(`lets the creator delete the ${noun}; it is then gone`, async () => {
      const me = await ctx.member();
      const created = await create(me);
      const response = await remove(me, created._id);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: records.deleted });
      assert.equal((await get(me, created._id)).statusCode, 404);
    });

    it(`refuses another member with 403 and keeps the ${noun}`, async () => {
      const owner = await ctx.member();
      const other = await ctx.member();
      const created = await create(owner);
      const response = await remove(other, created._id);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, records.refused);
      assert.equal((await get(owner, created._id)).statusCode, 200);
    });

    it(`lets an admin delete anyone's ${noun}`, async () => {
      const owner = await ctx.member();
      const admin = await ctx.admin();
      const created = await create(owner);
      assert.equal((await remove(admin, created._id)).statusCode, 200);
      assert.equal((await get(owner, created._id)).statusCode, 404);
    });

    it('answers 404 for an unknown id', async () => {
      const me = await ctx.member();
      const response = await remove(me, MISSING_ID);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, records.notFound);
    });
  });
}
