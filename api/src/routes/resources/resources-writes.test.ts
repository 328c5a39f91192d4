import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MISSING_ID, UUID } from '../../testing/ids.js';
import { resource, resourceRequests } from '../../testing/resources.js';
import { ownerDeleteTests } from '../../testing/owner-deletes.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();
const { post, create, get } = resourceRequests(ctx);

const UPDATE_REFUSED = 'You do not have permission to update this resource';
const DELETE_REFUSED = 'You do not have permission to delete this resource';
const BAD_LINK = 'body.resource_link must be a web address (http or https)';

const patch = (as: TestUser, id: string, payload: Record<string, unknown>) =>
  ctx.inject({ method: 'PATCH', url: `/api/resources/${id}`, as, payload });

describe('POST /api/resources', () => {
  it('stores the resource with trimmed text and answers it in { data }', async () => {
    const me = await ctx.member();
    const data = await create(me, { title: '  Intro to R ', author: ' Grace Hopper ', description: ' Notes ' });
    assert.match(data._id, UUID);
    assert.equal(data.title, 'Intro to R');
    assert.equal(data.author, 'Grace Hopper');
    assert.equal(data.description, 'Notes');
    assert.deepEqual(data.category, { main: 'Skills Workshops', sub: 'Coding' });
    assert.equal(data.resource_link, 'https://x.org');
    assert.ok(Math.abs(Date.parse(data.createdAt as string) - Date.now()) < 60_000);
    assert.deepEqual((await get(me, data._id)).json().data, data);
  });

  it('makes the description optional, storing an empty one', async () => {
    const me = await ctx.member();
    const data = await create(me, { description: undefined });
    assert.equal(data.description, '');
  });

  it('answers 401 without a session', async () => {
    assert.equal((await post(undefined, resource())).statusCode, 401);
  });

  const acceptedCategories = [
    { main: 'Skills Workshops', sub: '' },
    { main: 'Skills Workshops', sub: 'Coding' },
    { main: 'Career Workshops', sub: 'Grad School' },
    { main: 'COGS 402', sub: '' },
    { main: 'COGS 402', sub: '2026' },
    { main: 'Research Project', sub: '2024' },
  ];
  for (const category of acceptedCategories) {
    it(`accepts the category ${category.main} / '${category.sub}'`, async () => {
      const me = await ctx.member();
      const data = await create(me, { category });
      assert.deepEqual(data.category, category);
    });
  }

  for (const link of ['https://x.org', 'docs.python.org/3/', 'localhost:3000/x']) {
    it(`accepts the link ${link}`, async () => {
      const me = await ctx.member();
      assert.equal((await create(me, { resource_link: link })).resource_link, link);
    });
  }

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing title', { title: undefined }, 'body.title is required'],
    ['a blank title', { title: '  ' }, 'body.title must not be blank'],
    ['a missing author', { author: undefined }, 'body.author is required'],
    ['a missing link', { resource_link: undefined }, 'body.resource_link is required'],
    ['a Skills Workshops sub from another main', { category: { main: 'Skills Workshops', sub: 'Networking' } }, 'body.category.sub is not one of the allowed values'],
    ['a COGS 402 sub that is not a year', { category: { main: 'COGS 402', sub: 'abc' } }, 'body.category is not one of the allowed values'],
    ['an unknown main category', { category: { main: 'Parties', sub: '' } }, 'body.category.main is not one of the allowed values'],
    ['a category without sub', { category: { main: 'COGS 402' } }, 'body.category is not one of the allowed values'],
    ['a javascript: link', { resource_link: 'javascript:alert(1)' }, BAD_LINK],
    ['a link with a leading space', { resource_link: ' https://x.org' }, BAD_LINK],
    ['a link with a tab in the scheme', { resource_link: 'java\tscript:alert(1)' }, BAD_LINK],
    ['a data: link', { resource_link: 'data:text/html,x' }, BAD_LINK],
    ['a javascript: link shaped like host:port', { resource_link: 'javascript:1/alert(1)' }, BAD_LINK],
  ];
  for (const [what, overrides, message] of invalid) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const me = await ctx.member();
      const response = await post(me, resource(overrides));
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, message);
      assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/resources', as: me })).json().data, []);
    });
  }
});

describe('PATCH /api/resources/:id', () => {
  it('updates only the fields sent and answers { data, message }', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const response = await patch(me, created._id, { title: '  Python, revised ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { data: { ...created, title: 'Python, revised' }, message: 'Resource updated' });
    assert.deepEqual((await get(me, created._id)).json().data, { ...created, title: 'Python, revised' });
  });

  it('changes category, description and link when sent', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const changes = { category: { main: 'COGS 402', sub: '2025' }, description: '', resource_link: 'docs.python.org/3/' };
    const response = await patch(me, created._id, changes);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((await get(me, created._id)).json().data, { ...created, ...changes });
  });

  it('refuses another member with 403 and the message the client shows, leaving it unchanged', async () => {
    const owner = await ctx.member();
    const other = await ctx.member();
    const created = await create(owner);
    const response = await patch(other, created._id, { title: 'Hijacked' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, UPDATE_REFUSED);
    assert.deepEqual((await get(owner, created._id)).json().data, created);
  });

  it("lets an admin update anyone's resource", async () => {
    const owner = await ctx.member();
    const admin = await ctx.admin();
    const created = await create(owner);
    const response = await patch(admin, created._id, { author: 'Fixed by admin' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await get(owner, created._id)).json().data.author, 'Fixed by admin');
  });

  it("answers 404 'Resource not found' for an unknown or non-uuid id", async () => {
    const me = await ctx.member();
    for (const id of [MISSING_ID, 'abc']) {
      const response = await patch(me, id, { title: 'x' });
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Resource not found');
    }
  });

  it('refuses an empty body, a bad link or a bad category with 400, leaving it unchanged', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const empty = await patch(me, created._id, {});
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'body must NOT have fewer than 1 properties');
    const link = await patch(me, created._id, { resource_link: 'javascript:alert(1)' });
    assert.equal(link.statusCode, 400);
    assert.equal(link.json().message, BAD_LINK);
    const category = await patch(me, created._id, { category: { main: 'Skills Workshops', sub: 'Networking' } });
    assert.equal(category.statusCode, 400);
    const blank = await patch(me, created._id, { title: '   ' });
    assert.equal(blank.json().message, 'body.title must not be blank');
    assert.deepEqual((await get(me, created._id)).json().data, created);
  });
});

ownerDeleteTests(ctx, {
  path: '/api/resources',
  noun: 'resource',
  deleted: 'Resource deleted',
  refused: DELETE_REFUSED,
  notFound: 'Resource not found',
  create,
  get,
});
