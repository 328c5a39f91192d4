import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROJECTS } from '../domain/projects.js';
import { ensureAdmin } from '../startup/ensure-admin.js';
import { useTestApp } from '../testing/test-context.js';
import { DEMO_MEMBERS } from './demo-members.js';
import { seedDemo } from './seed-demo.js';

const ctx = useTestApp();

describe('seedDemo', () => {
  it('runs its queries one at a time, as the single connection of the start-up lock needs', async () => {
    // pg warns (once per process) when a client is handed a query while it runs another.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      assert.equal(await ctx.database.exclusive((db) => seedDemo(db)), true);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings, []);
  });

  it('fills a database that has only an admin, once', async () => {
    await ensureAdmin(ctx.database.db, { username: 'labadmin', password: 'a long password' }, ctx.app.log);
    assert.equal(await seedDemo(ctx.database.db), true);
    assert.equal(await seedDemo(ctx.database.db), false);
    const members = (await ctx.inject({ method: 'GET', url: '/api/members' })).json().data;
    assert.equal(members.length, DEMO_MEMBERS.length + 1);
  });

  it('covers every project, management and alumni, with the sizes the issue asks for', async () => {
    await seedDemo(ctx.database.db);
    const admin = await ctx.admin();
    const members = (await ctx.inject({ method: 'GET', url: '/api/members' })).json().data as {
      isAlumni: boolean;
      positions: { project: string; position: string }[];
    }[];
    for (const project of [...PROJECTS, 'Management']) {
      assert.ok(members.some((m) => m.positions.some((p) => p.project === project)), project);
    }
    for (const position of ['Lab Manager', 'Principal Investigator', 'Lab Secondary', 'Assistant Lab Manager', 'Social Coordinator', 'Workshop Coordinator']) {
      assert.ok(members.some((m) => m.positions.some((p) => p.position === position)), position);
    }
    assert.ok(members.some((m) => m.isAlumni));
    const snapshots = (await ctx.inject({ method: 'GET', url: '/api/snapshots', as: admin })).json().data;
    const resources = (await ctx.inject({ method: 'GET', url: '/api/resources', as: admin })).json().data;
    const highlights = (await ctx.inject({ method: 'GET', url: '/api/highlights' })).json().data;
    assert.equal(snapshots.length, 20);
    assert.equal(resources.length, 15);
    assert.equal(new Set(resources.map((r: { category: { main: string } }) => r.category.main)).size, 4);
    assert.equal(highlights.length, 4);
    const image = await ctx.inject({ method: 'GET', url: highlights[0].image });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
  });

  it('writes only what the API itself would accept', async () => {
    await seedDemo(ctx.database.db);
    const admin = await ctx.admin();
    const get = async (url: string) => (await ctx.inject({ method: 'GET', url, as: admin })).json().data;
    for (const entry of await get('/api/snapshots')) {
      const { _id, author, updatedTime, ...body } = entry;
      const response = await ctx.inject({ method: 'PUT', url: `/api/snapshots/${_id}`, as: admin, payload: body });
      assert.equal(response.statusCode, 200, `${entry.title}: ${response.body}`);
    }
    for (const resource of await get('/api/resources')) {
      const { _id, createdAt, ...body } = resource;
      const response = await ctx.inject({ method: 'PATCH', url: `/api/resources/${_id}`, as: admin, payload: body });
      assert.equal(response.statusCode, 200, `${resource.title}: ${response.body}`);
    }
    for (const member of await get('/api/members')) {
      if (member.positions.length === 0) continue;
      const response = await ctx.inject({ method: 'PUT', url: '/api/teams', as: admin, payload: member });
      assert.equal(response.statusCode, 200, `${member.username}: ${response.body}`);
    }
  });
});
