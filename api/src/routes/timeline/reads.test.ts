import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MISSING_ID, UUID } from '../../testing/ids.js';
import { snapshotRequests } from '../../testing/snapshots.js';
import { useTestApp } from '../../testing/test-context.js';

const ctx = useTestApp();
const { create, get } = snapshotRequests(ctx);

describe('GET /api/snapshots', () => {
  it('answers 401 without a session', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/snapshots' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'You must be logged in to do that.');
  });

  it('lists every entry in { data }, newest date first, with the fields the client reads', async () => {
    const me = await ctx.member({ username: 'ada.l' });
    await create(me, { title: 'Middle', date: '2024-03-05T10:00:00.000Z' });
    await create(me, { title: 'Oldest', date: '2022-01-01T00:00:00.000Z' });
    await create(me, { title: 'Newest', date: '2025-07-20T12:30:00.000Z' });
    const response = await ctx.inject({ method: 'GET', url: '/api/snapshots', as: me });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.deepEqual(data.map((e: { title: string }) => e.title), ['Newest', 'Middle', 'Oldest']);
    const [first] = data;
    assert.deepEqual(Object.keys(first).sort(), [
      '_id', 'author', 'categories', 'contributors', 'date', 'descriptions', 'hyperlinks', 'project', 'title', 'updatedTime',
    ]);
    assert.match(first._id, UUID);
    assert.equal(first.author, 'ada.l');
    assert.equal(first.project, 'NOVA');
    assert.equal(first.date, '2025-07-20T12:30:00.000Z');
    assert.deepEqual(first.descriptions, ['Planned the next experiment.']);
    assert.deepEqual(first.hyperlinks, ['https://osf.io/x']);
    assert.deepEqual(first.contributors, ['Ada Lovelace']);
    assert.deepEqual(first.categories, ['Meetings']);
    assert.equal(new Date(first.updatedTime).toISOString(), first.updatedTime);
  });

  it('answers an empty list when there are no entries', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({ method: 'GET', url: '/api/snapshots', as: me });
    assert.deepEqual(response.json(), { data: [] });
  });
});

describe('GET /api/snapshots/filters', () => {
  it('answers the distinct authors, projects and categories in use, sorted', async () => {
    const carla = await ctx.member({ username: 'carla' });
    const adam = await ctx.member({ username: 'adam1' });
    await create(carla, { project: 'SHIVA', categories: ['Workshops', 'Meetings'] });
    await create(adam, { project: 'NOVA', categories: ['Meetings'] });
    await create(carla, { project: 'Correlation', categories: ['Dev/Code', 'Analysis'] });
    await create(adam, { project: 'NOVA', categories: ['Workshops'] });
    const response = await ctx.inject({ method: 'GET', url: '/api/snapshots/filters', as: adam });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      filters: {
        author: ['adam1', 'carla'],
        project: ['Correlation', 'NOVA', 'SHIVA'],
        categories: ['Analysis', 'Dev/Code', 'Meetings', 'Workshops'],
      },
    });
  });

  it('answers empty lists with no entries, and 401 without a session', async () => {
    const me = await ctx.member();
    const empty = await ctx.inject({ method: 'GET', url: '/api/snapshots/filters', as: me });
    assert.deepEqual(empty.json(), { filters: { author: [], project: [], categories: [] } });
    const anonymous = await ctx.inject({ method: 'GET', url: '/api/snapshots/filters' });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('GET /api/snapshots/:id', () => {
  it('answers the entry in { data }', async () => {
    const me = await ctx.member();
    const created = await create(me, { title: 'Found me' });
    const response = await get(me, created._id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: created });
  });

  it('answers 404 for an unknown uuid and for an id that is not a uuid', async () => {
    const me = await ctx.member();
    for (const id of [MISSING_ID, 'abc']) {
      const response = await get(me, id);
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Timeline entry not found');
    }
  });
});
