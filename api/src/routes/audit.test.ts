import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { auditLog } from '../db/schema.js';
import { AUDIT_ACTIONS } from '../domain/audit.js';
import { PRUNE_EVERY_MS } from '../plugins/audit-retention.js';
import { audit } from '../services/audit.js';
import { prepareDatabase } from '../startup/prepare-database.js';
import { multipart } from '../testing/multipart.js';
import { callRegistry, uploadBundle } from '../testing/registry.js';
import { ALL_REMOTES, siteFolder, timelineBundle } from '../testing/remote-bundles.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';

// The daily pruning's timer, moved by hand (only setInterval: the app's other timers run as usual).
before(() => mock.timers.enable({ apis: ['setInterval'] }));
after(() => mock.timers.reset());

const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });

const NEW_PASSWORD = 'a changed password 1';
const RESET_PASSWORD = 'a password from the link';
const FILE_CONTENT = 'file content that must stay out of the trail';

interface Entry {
  _id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string;
  targetId: string | null;
  summary: string;
  fields: string[];
}

async function call(as: TestUser | undefined, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) {
  const response = await ctx.inject({ method, url, as, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function entries(as: TestUser, query = ''): Promise<{ data: Entry[]; total: number; page: number; pageSize: number }> {
  const response = await ctx.inject({ method: 'GET', url: `/api/admin/audit${query}`, as });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** Every column of every entry, as text, to look for what must never be there. */
async function wholeTrail(): Promise<string> {
  const { rows } = (await ctx.database.db.execute(sql`select to_jsonb(a)::text as row from audit_log a`)) as unknown as { rows: { row: string }[] };
  return rows.map((row) => row.row).join('\n');
}

describe('the audit trail', () => {
  it('records every change with its actor, target and changed fields, and never a secret', async () => {
    const admin = await ctx.admin('boss');
    const ada = await ctx.member({ username: 'ada.l' });
    const expected: [action: string, actor: string | null, target: string, targetId: string | null, fields: string[]][] = [];

    const resource = (await call(ada, 'POST', '/api/resources', {
      title: 'Intro to R', description: '', category: { main: 'COGS 402', sub: '' }, author: 'Lab', resource_link: 'https://r.example.org',
    })).json().data;
    expected.push(['resource.created', 'ada.l', 'resource', resource._id, []]);
    await call(ada, 'PATCH', `/api/resources/${resource._id}`, { title: 'Intro to R, again', description: 'Two weeks.' });
    expected.push(['resource.updated', 'ada.l', 'resource', resource._id, ['title', 'description']]);
    const upload = await ctx.inject({
      method: 'POST', url: `/api/resources/${resource._id}/attachments`, as: ada,
      ...(await multipart({ files: { file: Buffer.from(FILE_CONTENT), name: 'notes.txt' } })),
    });
    assert.equal(upload.statusCode, 201, upload.body);
    const attachment = upload.json().data[0];
    expected.push(['attachment.uploaded', 'ada.l', 'attachment', attachment._id, []]);
    await call(ada, 'DELETE', `/api/resources/${resource._id}/attachments/${attachment._id}`);
    expected.push(['attachment.deleted', 'ada.l', 'attachment', attachment._id, []]);
    await call(admin, 'DELETE', `/api/resources/${resource._id}`);
    expected.push(['resource.deleted', 'boss', 'resource', resource._id, []]);

    const entryBody = { title: 'Pilot', project: 'NOVA', categories: ['Progress'], descriptions: ['Ran it.'], hyperlinks: [], contributors: [], date: '2026-03-01T12:00:00.000Z' };
    const entry = (await call(ada, 'POST', '/api/snapshots', entryBody)).json().data;
    expected.push(['timeline.created', 'ada.l', 'timeline-entry', entry._id, []]);
    await call(ada, 'PUT', `/api/snapshots/${entry._id}`, { ...entryBody, title: 'Pilot, part 2', contributors: ['Grace'] });
    expected.push(['timeline.updated', 'ada.l', 'timeline-entry', entry._id, ['title', 'contributors']]);
    await call(ada, 'DELETE', `/api/snapshots/${entry._id}`);
    expected.push(['timeline.deleted', 'ada.l', 'timeline-entry', entry._id, []]);

    const highlight = (await call(admin, 'POST', '/api/highlights', {
      title: 'Talk', project: 'NOVA', date: '2026-05-20T00:00:00.000Z', description: 'A talk.', author: 'Lab', paragraph1: 'We spoke.',
    })).json().data;
    expected.push(['highlight.created', 'boss', 'highlight', highlight._id, []]);
    await call(admin, 'PATCH', `/api/highlights/${highlight._id}`, { title: 'Talk at VSS', paragraph2: 'And listened.' });
    expected.push(['highlight.updated', 'boss', 'highlight', highlight._id, ['title', 'paragraph2']]);
    await call(admin, 'DELETE', `/api/highlights/${highlight._id}`);
    expected.push(['highlight.deleted', 'boss', 'highlight', highlight._id, []]);

    await call(ada, 'PATCH', '/api/users/updateUser', {
      username: 'ada.l', name: { firstname: 'Firstada.l', lastname: 'Lastada.l' }, blurb: 'Motion.', isAlumni: true, email: 'ada.l@lab.example.edu',
    });
    expected.push(['profile.updated', 'ada.l', 'user', ada.user.id, ['blurb', 'isAlumni']]);
    const feed = (await call(ada, 'POST', '/api/snapshots/feed-token')).json().data.url as string;
    expected.push(['feed-link.replaced', 'ada.l', 'user', ada.user.id, []]);
    await call(ada, 'PATCH', '/api/users/changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expected.push(['password.changed', 'ada.l', 'user', ada.user.id, ['password']]);

    const signupToken = await ctx.signupToken('volunteer');
    const newcomer = (await call(undefined, 'POST', '/api/users/create', {
      firstname: 'New', lastname: 'Comer', email: 'new@lab.example.edu', project: 'SHIVA', position: 'Volunteer',
      username: 'newcomer', password: 'a newcomer password', tokenKey: 'volunteer', token: signupToken,
    })).json().data;
    const newcomerId = (await call(admin, 'GET', '/api/admin/users')).json().data.find((a: { username: string }) => a.username === newcomer.username)._id;
    expected.push(['user.signed-up', 'newcomer', 'user', newcomerId, []]);

    await call(admin, 'PUT', '/api/teams', { _id: ada.user.id, positions: [{ position: 'Volunteer', project: 'SHIVA' }], isAlumni: true });
    expected.push(['team.updated', 'boss', 'user', ada.user.id, ['positions']]);
    const rotated = (await call(admin, 'POST', '/api/signup-tokens/co-pilot/rotate')).json().data.token as string;
    expected.push(['signup-token.rotated', 'boss', 'signup-token', 'co-pilot', []]);

    await call(admin, 'PATCH', `/api/admin/users/${ada.user.id}`, { isAdmin: true });
    expected.push(['user.admin-granted', 'boss', 'user', ada.user.id, ['isAdmin']]);
    await call(admin, 'PATCH', `/api/admin/users/${ada.user.id}`, { isAdmin: false, isActive: false });
    expected.push(['user.admin-revoked', 'boss', 'user', ada.user.id, ['isAdmin']], ['user.deactivated', 'boss', 'user', ada.user.id, ['isActive']]);
    await call(admin, 'PATCH', `/api/admin/users/${ada.user.id}`, { isActive: true });
    expected.push(['user.reactivated', 'boss', 'user', ada.user.id, ['isActive']]);
    const link = (await call(admin, 'POST', `/api/admin/users/${ada.user.id}/reset-link`)).json().data.url as string;
    expected.push(['reset-link.created', 'boss', 'user', ada.user.id, []]);
    const resetToken = new URL(link).searchParams.get('token')!;
    await call(undefined, 'POST', '/api/users/reset-password', { token: resetToken, newPassword: RESET_PASSWORD });
    expected.push(['password.reset', 'ada.l', 'user', ada.user.id, ['password']]);

    const made = (await call(admin, 'POST', '/api/remotes/mfe-timeline/deploy-tokens', { mayActivate: true })).json().data as { id: string; token: string };
    expected.push(['deploy-token.created', 'boss', 'deploy-token', made.id, []]);
    const deployer = `deploy token ${made.id.slice(0, 8)}`;
    const deployed = await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), { token: made.token });
    assert.equal(deployed.statusCode, 201, deployed.body);
    expected.push(['remote.deployed', deployer, 'remote', 'mfe-timeline', []]);
    await callRegistry(ctx, 'mfe-timeline', 'versions/2/preview', { token: made.token });
    expected.push(['remote.previewed', deployer, 'remote', 'mfe-timeline', []]);
    await callRegistry(ctx, 'mfe-timeline', 'rollout', { token: made.token }, { version: 2, percent: 10 });
    expected.push(['remote.rolled-out', deployer, 'remote', 'mfe-timeline', []]);
    await callRegistry(ctx, 'mfe-timeline', 'activate', { token: made.token }, { version: 2 });
    expected.push(['remote.activated', deployer, 'remote', 'mfe-timeline', []]);
    await callRegistry(ctx, 'mfe-timeline', 'rollback', { token: made.token });
    expected.push(['remote.rolled-back', deployer, 'remote', 'mfe-timeline', []]);
    await call(admin, 'DELETE', `/api/remotes/mfe-timeline/deploy-tokens/${made.id}`);
    expected.push(['deploy-token.revoked', 'boss', 'deploy-token', made.id, []]);

    const { data, total } = await entries(admin, '?pageSize=500');
    assert.equal(total, expected.length);
    const oldestFirst = [...data].reverse();
    assert.deepEqual(
      oldestFirst.map((e) => [e.action, e.actor, e.target, e.targetId, e.fields]),
      expected,
    );
    assert.deepEqual([...new Set(expected.map(([action]) => action))].sort(), [...AUDIT_ACTIONS].sort(), 'every action is exercised');
    assert.ok(oldestFirst.every((e) => e.summary.length > 0 && !Number.isNaN(Date.parse(e.at))));
    assert.equal(oldestFirst[1]!.summary, 'Updated resource "Intro to R, again": title, description');

    const trail = await wholeTrail();
    const feedToken = new URL(feed).searchParams.get('token')!;
    for (const secret of [PASSWORD, NEW_PASSWORD, RESET_PASSWORD, 'a newcomer password', resetToken, signupToken, rotated, feedToken, FILE_CONTENT, made.token]) {
      assert.ok(!trail.includes(secret), `the trail holds a secret: ${secret}`);
    }
  });

  it('filters by actor (any case), action and dates, newest first, in pages', async () => {
    const admin = await ctx.admin('boss');
    const ada = { id: (await ctx.member({ username: 'ada.l' })).user.id, username: 'ada.l' };
    const at = (iso: string) => sql`${iso}::timestamptz`;
    const rows: [string, typeof ada | null, string][] = [
      ['2026-01-01T10:00:00.000Z', ada, 'resource.created'],
      ['2026-01-02T10:00:00.000Z', ada, 'resource.updated'],
      ['2026-01-02T23:59:59.000Z', null, 'resource.created'],
      ['2026-01-03T00:00:00.000Z', ada, 'resource.created'],
    ];
    for (const [when, actor, action] of rows) {
      await audit(ctx.database.db, actor, action as 'resource.created', { targetId: null, summary: when });
      await ctx.database.db.update(auditLog).set({ at: at(when) as unknown as Date }).where(sql`${auditLog.summary} = ${when}`);
    }
    const summaries = async (query: string) => (await entries(admin, query)).data.map((e) => e.summary);

    assert.deepEqual(await summaries(''), [rows[3]![0], rows[2]![0], rows[1]![0], rows[0]![0]]);
    assert.deepEqual(await summaries('?actor=ADA.L'), [rows[3]![0], rows[1]![0], rows[0]![0]]);
    assert.deepEqual(await summaries('?action=resource.created&actor=ada.l'), [rows[3]![0], rows[0]![0]]);
    assert.deepEqual(await summaries('?from=2026-01-02&to=2026-01-02'), [rows[2]![0], rows[1]![0]], 'a day alone: from its start to its end (UTC)');
    assert.deepEqual(await summaries('?from=2026-01-02T10:00:00.000Z&to=2026-01-03T00:00:00Z'), [rows[3]![0], rows[2]![0], rows[1]![0]]);
    assert.deepEqual(await summaries('?actor=&action=&from=&to='), await summaries(''), 'empty filters are no filters');

    const first = await entries(admin, '?pageSize=3');
    assert.deepEqual([first.total, first.page, first.pageSize, first.data.length], [4, 1, 3, 3]);
    const second = await entries(admin, '?pageSize=3&page=2');
    assert.deepEqual(second.data.map((e) => e.summary), [rows[0]![0]]);
    assert.deepEqual((await entries(admin, '?page=9')).data, []);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const admin = await ctx.admin('boss');
    for (const [query, field] of [
      ['?action=resource.exploded', 'action'],
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?page=0', 'page'],
      ['?pageSize=501', 'pageSize'],
      ['?pageSize=ten', 'pageSize'],
      // Text that coerces to Infinity, which Ajv's maximum lets through.
      ['?page=1e999', 'page'],
      ['?pageSize=-1e999', 'pageSize'],
    ]) {
      const response = await ctx.inject({ method: 'GET', url: `/api/admin/audit${query}`, as: admin });
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json().message, new RegExp(`^querystring\\.${field}\\b`), query);
    }
  });

  it('keeps entries AUDIT_RETENTION_DAYS: pruned at start and then daily', async () => {
    const entry = async (daysAgo: number) => {
      await audit(ctx.database.db, null, 'resource.created', { targetId: null, summary: `${daysAgo} days ago` });
      await ctx.database.db
        .update(auditLog)
        .set({ at: sql`now() - make_interval(days => ${daysAgo})` as unknown as Date })
        .where(sql`${auditLog.summary} = ${`${daysAgo} days ago`}`);
    };
    const kept = async () => (await ctx.database.db.select().from(auditLog)).map((row) => row.summary).sort();
    await entry(400);
    await entry(30);
    await entry(2);
    const log = { info: () => {}, warn: () => {}, error: () => {}, child: () => log } as unknown as FastifyBaseLogger;
    await prepareDatabase(ctx.database, { seedDemo: false, auditRetentionDays: 365 }, log);
    assert.deepEqual(await kept(), ['2 days ago', '30 days ago']);

    // The app prunes with its own setting (365 days in tests) once a day.
    await entry(366);
    mock.timers.tick(PRUNE_EVERY_MS);
    for (let i = 0; i < 50 && (await kept()).length > 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(await kept(), ['2 days ago', '30 days ago']);
  });
});
