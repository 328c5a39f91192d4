import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { insertResource, resourceFilterValues } from '../../repositories/resources.js';
import { MISSING_ID, UUID } from '../../testing/ids.js';
import { resourceRequests } from '../../testing/resources.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();
const { create, get } = resourceRequests(ctx);

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
