import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { insertResource, resourceFilterValues } from '../repositories/resources.js';
import { useTestApp, type TestUser } from '../testing/test-context.js';

const ctx = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const UPDATE_REFUSED = 'You do not have permission to update this resource';
const DELETE_REFUSED = 'You do not have permission to delete this resource';
const BAD_LINK = 'body.resource_link must be a web address (http or https)';

/** A resource as the add form sends it; `overrides` replace (or, as undefined, drop) fields. */
function resource(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: 'Intro to Python',
    description: 'Slides and a notebook',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    author: 'Ada Lovelace',
    resource_link: 'https://x.org',
    ...overrides,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** A stored resource created at a given time (the API always stamps "now"). */
function seed(title: string, main: string, createdAt: string) {
  return insertResource(ctx.database.db, {
    title,
    description: '',
    categoryMain: main,
    categorySub: '',
    author: 'Seeder',
    resourceLink: 'https://x.org',
    createdBy: null,
    createdAt: new Date(createdAt),
  });
}

function post(as: TestUser | undefined, payload: Record<string, unknown>) {
  return ctx.inject({ method: 'POST', url: '/api/resources', as, payload });
}

async function create(as: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await post(as, resource(overrides));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as Record<string, unknown> & { _id: string };
}

const get = (as: TestUser, id: string) => ctx.inject({ method: 'GET', url: `/api/resources/${id}`, as });
const patch = (as: TestUser, id: string, payload: Record<string, unknown>) =>
  ctx.inject({ method: 'PATCH', url: `/api/resources/${id}`, as, payload });
const remove = (as: TestUser, id: string) => ctx.inject({ method: 'DELETE', url: `/api/resources/${id}`, as });

describe('GET /api/resources', () => {
  it('answers 401 without a session', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/resources' });
    assert.equal(response.statusCode, 401);
  });

  it('lists every resource in { data }, newest first, with the fields the client reads', async () => {
    const me = await ctx.member();
    await seed('Middle', 'COGS 402', '2024-06-15T12:00:00.000Z');
    await seed('Oldest', 'Research Project', '2023-06-15T12:00:00.000Z');
    await seed('Newest', 'Career Workshops', '2025-06-15T12:00:00.000Z');
    const response = await ctx.inject({ method: 'GET', url: '/api/resources', as: me });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.deepEqual(data.map((r: { title: string }) => r.title), ['Newest', 'Middle', 'Oldest']);
    assert.match(data[0]._id, UUID);
    assert.deepEqual({ ...data[0], _id: 'id' }, {
      _id: 'id',
      title: 'Newest',
      description: '',
      category: { main: 'Career Workshops', sub: '' },
      author: 'Seeder',
      createdAt: '2025-06-15T12:00:00.000Z',
      resource_link: 'https://x.org',
    });
  });
});

describe('GET /api/resources/categories', () => {
  it('answers the years (newest first, as text) and the categories in use in the site order', async () => {
    const me = await ctx.member();
    await seed('a', 'Career Workshops', '2023-06-15T12:00:00.000Z');
    await seed('b', 'COGS 402', '2025-06-15T12:00:00.000Z');
    await seed('c', 'Skills Workshops', '2024-06-15T12:00:00.000Z');
    await seed('d', 'Skills Workshops', '2025-03-15T12:00:00.000Z');
    const response = await ctx.inject({ method: 'GET', url: '/api/resources/categories', as: me });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: { date: ['2025', '2024', '2023'], category: ['COGS 402', 'Skills Workshops', 'Career Workshops'] },
    });
  });

  it('takes the years in UTC, as the client filters them, whatever the time zone of the session', async () => {
    const me = await ctx.member();
    await seed('new year', 'COGS 402', '2025-01-01T00:30:00.000Z');
    await seed("new year's eve", 'COGS 402', '2024-12-31T23:30:00.000Z');
    const response = await ctx.inject({ method: 'GET', url: '/api/resources/categories', as: me });
    assert.deepEqual(response.json().data.date, ['2025', '2024']);
    // In Vancouver the first is still 2024: a session there must not move it.
    const inVancouver = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/Vancouver'`);
      return resourceFilterValues(tx);
    });
    assert.deepEqual(inVancouver.date, ['2025', '2024']);
  });

  it('answers empty lists when there are no resources', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({ method: 'GET', url: '/api/resources/categories', as: me });
    assert.deepEqual(response.json(), { data: { date: [], category: [] } });
  });
});

describe('GET /api/resources/:id', () => {
  it('answers the resource in { data }', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const response = await get(me, created._id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: created });
  });

  it('answers 404 for an unknown or non-uuid id', async () => {
    const me = await ctx.member();
    for (const id of [MISSING_ID, 'abc']) {
      const response = await get(me, id);
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Resource not found');
    }
  });
});

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

describe('DELETE /api/resources/:id', () => {
  it('lets the creator delete the resource; it is then gone', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const response = await remove(me, created._id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Resource deleted' });
    assert.equal((await get(me, created._id)).statusCode, 404);
  });

  it('refuses another member with 403 and keeps the resource', async () => {
    const owner = await ctx.member();
    const other = await ctx.member();
    const created = await create(owner);
    const response = await remove(other, created._id);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, DELETE_REFUSED);
    assert.equal((await get(owner, created._id)).statusCode, 200);
  });

  it("lets an admin delete anyone's resource", async () => {
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
    assert.equal(response.json().message, 'Resource not found');
  });
});
