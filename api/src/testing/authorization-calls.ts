import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { attachmentOf, highlightBody, highlightId, PDF, resourceBody, resourceOf, snapshotBody, snapshotOf } from './authorization-fixtures.js';
import { multipart, pngImage } from './multipart.js';
import { callRegistry, deployToken, uploadBundle } from './registry.js';
import { timelineBundle } from './remote-bundles.js';
import { PASSWORD, type TestContext, type TestUser } from './test-context.js';

/**
 * How to make a valid request of every route of the API, by route, as `actor` on `owner`'s data.
 * Who may call each route is the route's own `config.access`: authorization-matrix.test.ts calls
 * every route the app registered with it, as four people, and checks what each gets; a route
 * with no way to call it here fails there. The Prism proxy's test sends these same requests.
 */
export interface Call {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}
export type Setup = (ctx: TestContext, owner: TestUser, actor: TestUser | undefined) => Promise<Call>;

/** Routes whose record only its owner (or an admin) may read or change, beyond their access: another member gets 403. */
export const OWNED: ReadonlySet<string> = new Set([
  'GET /api/users/updateUser/{username}',
  'PUT /api/snapshots/{id}',
  'DELETE /api/snapshots/{id}',
  'PATCH /api/resources/{id}',
  'DELETE /api/resources/{id}',
  'POST /api/resources/{id}/attachments',
  'DELETE /api/resources/{id}/attachments/{attachmentId}',
]);

let signups = 0;

export const CALLS: Record<string, Setup> = {
  'GET /api/health': async () => ({ url: '/api/health' }),
  'GET /api/members': async () => ({ url: '/api/members' }),
  'GET /api/tokens/access_token': async () => ({ url: '/api/tokens/access_token' }),
  'POST /api/users/login': async (_ctx, owner) => ({ url: '/api/users/login', payload: { username: owner.user.username, password: PASSWORD } }),
  'POST /api/users/logout': async () => ({ url: '/api/users/logout' }),
  'POST /api/users/create': async (ctx) => ({
    url: '/api/users/create',
    payload: {
      firstname: 'New',
      lastname: 'Person',
      email: 'new@lab.example.edu',
      project: 'NOVA',
      position: 'Volunteer',
      username: `newperson${(signups += 1)}`,
      password: 'a long password',
      tokenKey: 'volunteer',
      token: await ctx.signupToken('volunteer'),
    },
  }),
  'GET /api/users/updateUser/{username}': async (_ctx, owner) => ({ url: `/api/users/updateUser/${owner.user.username}` }),
  'PATCH /api/users/updateUser': async (_ctx, _owner, actor) => ({
    url: '/api/users/updateUser',
    payload: {
      username: actor?.user.username ?? 'someone',
      name: { firstname: 'Same', lastname: 'Person' },
      blurb: 'Hello.',
      isAlumni: false,
      email: 'me@lab.example.edu',
    },
  }),
  'PATCH /api/users/changePassword': async () => ({ url: '/api/users/changePassword', payload: { currentPassword: PASSWORD, newPassword: 'another long one' } }),
  'GET /api/users/{username}/avatar': async (ctx, owner) => {
    const form = await multipart({
      username: owner.user.username,
      name: JSON.stringify({ firstname: 'A', lastname: 'B' }),
      blurb: 'Hi.',
      isAlumni: 'false',
      email: 'a@lab.example.edu',
      profilePic: { file: await pngImage(), name: 'me.png' },
    });
    const saved = await ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', as: owner, ...form });
    assert.equal(saved.statusCode, 200, saved.body);
    return { url: `/api/users/${owner.user.username}/avatar` };
  },
  'GET /api/teams': async () => ({ url: '/api/teams?project=NOVA&isAlumni=false' }),
  'GET /api/teams/{id}': async (_ctx, owner) => ({ url: `/api/teams/${owner.user.id}` }),
  'PUT /api/teams': async (_ctx, owner) => ({
    url: '/api/teams',
    payload: { _id: owner.user.id, positions: [{ position: 'Volunteer', project: 'SHIVA' }], isAlumni: true },
  }),
  'GET /api/snapshots': async () => ({ url: '/api/snapshots' }),
  'GET /api/snapshots/filters': async () => ({ url: '/api/snapshots/filters' }),
  'GET /api/snapshots/{id}': async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}` }),
  'POST /api/snapshots': async () => ({ url: '/api/snapshots', payload: snapshotBody }),
  'PUT /api/snapshots/{id}': async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}`, payload: { ...snapshotBody, title: 'Renamed' } }),
  'DELETE /api/snapshots/{id}': async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}` }),
  'GET /api/resources': async () => ({ url: '/api/resources' }),
  'GET /api/resources/categories': async () => ({ url: '/api/resources/categories' }),
  'GET /api/resources/{id}': async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}` }),
  'POST /api/resources': async () => ({ url: '/api/resources', payload: resourceBody }),
  'PATCH /api/resources/{id}': async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}`, payload: { title: 'Renamed' } }),
  'DELETE /api/resources/{id}': async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}` }),
  'GET /api/resources/{id}/attachments': async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}/attachments` }),
  'POST /api/resources/{id}/attachments': async (ctx, owner) => ({
    url: `/api/resources/${await resourceOf(ctx, owner)}/attachments`,
    ...(await multipart({ files: [{ file: PDF, name: 'notes.pdf' }] })),
  }),
  'GET /api/resources/{id}/attachments/{attachmentId}': async (ctx, owner) => ({ url: await attachmentOf(ctx, owner) }),
  'DELETE /api/resources/{id}/attachments/{attachmentId}': async (ctx, owner) => ({ url: await attachmentOf(ctx, owner) }),
  'GET /api/snapshots/feed-token': async () => ({ url: '/api/snapshots/feed-token' }),
  'POST /api/snapshots/feed-token': async () => ({ url: '/api/snapshots/feed-token' }),
  'GET /api/snapshots/feed.ics': async (ctx, owner) => {
    // A calendar app has no session: the owner's link is all it needs.
    const link = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: owner });
    const { pathname, search } = new URL(link.json().data.url);
    return { url: `${pathname}${search}` };
  },
  'GET /api/highlights/feed.xml': async () => ({ url: '/api/highlights/feed.xml' }),
  'GET /robots.txt': async () => ({ url: '/robots.txt' }),
  'GET /sitemap.xml': async () => ({ url: '/sitemap.xml' }),
  'GET /api/highlights': async () => ({ url: '/api/highlights' }),
  'GET /api/highlights/{id}': async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}` }),
  'GET /api/highlights/{id}/image': async (ctx) => {
    const admin = await ctx.admin();
    const form = await multipart({ ...highlightBody, image: { file: await pngImage(), name: 'banner.png' } });
    const created = await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, ...form });
    assert.equal(created.statusCode, 200, created.body);
    return { url: `/api/highlights/${created.json().data._id}/image` };
  },
  'POST /api/highlights': async () => ({ url: '/api/highlights', payload: highlightBody }),
  'PATCH /api/highlights/{id}': async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}`, payload: { title: 'New' } }),
  'DELETE /api/highlights/{id}': async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}` }),
  'GET /api/signup-tokens': async () => ({ url: '/api/signup-tokens' }),
  'POST /api/signup-tokens/{tokenKey}/rotate': async () => ({ url: '/api/signup-tokens/co-pilot/rotate' }),
  'GET /api/admin/users': async () => ({ url: '/api/admin/users' }),
  'GET /api/admin/audit': async () => ({ url: '/api/admin/audit?action=resource.created&from=2026-01-01&page=1&pageSize=10' }),
  'POST /api/admin/users/{id}/reset-link': async (_ctx, owner) => ({ url: `/api/admin/users/${owner.user.id}/reset-link` }),
  'POST /api/users/reset-password': async (ctx, owner) => {
    const admin = await ctx.admin();
    const link = await ctx.inject({ method: 'POST', url: `/api/admin/users/${owner.user.id}/reset-link`, as: admin });
    const token = new URL(link.json().data.url).searchParams.get('token');
    return { url: '/api/users/reset-password', payload: { token, newPassword: PASSWORD } };
  },
  'PATCH /api/admin/users/{id}': async (_ctx, owner) => ({ url: `/api/admin/users/${owner.user.id}`, payload: { isAdmin: true } }),
  'GET /api/remotes': async () => ({ url: '/api/remotes' }),
  'GET /api/remotes/{name}/versions/{version}/diff': async () => ({ url: '/api/remotes/mfe-timeline/versions/1/diff' }),
  'POST /api/remotes/{name}/deploy-tokens': async () => ({ url: '/api/remotes/mfe-timeline/deploy-tokens' }),
  'GET /api/remotes/{name}/deploy-tokens': async () => ({ url: '/api/remotes/mfe-timeline/deploy-tokens' }),
  'GET /api/remotes/deploy-tokens': async () => ({ url: '/api/remotes/deploy-tokens' }),
  'DELETE /api/remotes/{name}/deploy-tokens/{id}': async (ctx) => ({ url: `/api/remotes/mfe-timeline/deploy-tokens/${(await deployToken(ctx, 'mfe-timeline')).id}` }),
  'POST /api/remotes/{name}/versions': async () => ({ url: '/api/remotes/mfe-timeline/versions', ...(await multipart({ bundle: { file: await timelineBundle(), name: 'dist.tar.gz' } })) }),
  'POST /api/remotes/{name}/activate': async () => ({ url: '/api/remotes/mfe-timeline/activate', payload: { version: 1 } }),
  'POST /api/remotes/{name}/rollout': async (ctx) => {
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), await deployToken(ctx, 'mfe-timeline'))).json().data.version;
    return { url: '/api/remotes/mfe-timeline/rollout', payload: { version, percent: 50 } };
  },
  'POST /api/remotes/{name}/versions/{version}/preview': async (ctx) => {
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), await deployToken(ctx, 'mfe-timeline'))).json().data.version;
    return { url: `/api/remotes/mfe-timeline/versions/${version}/preview` };
  },
  'GET /api/remotes/{name}/status': async () => ({ url: '/api/remotes/mfe-timeline/status' }),
  'POST /api/remotes/{name}/rollback': async (ctx) => {
    // A version to roll back from, activated by a deploy token of the remote that may.
    const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), caller)).json().data.version;
    await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
    return { url: '/api/remotes/mfe-timeline/rollback' };
  },
  'GET /api/remotes/{name}/versions/{version}/health': async () => ({ url: '/api/remotes/mfe-timeline/versions/1/health' }),
  'POST /api/remotes/{name}/load-errors': async () => ({ url: '/api/remotes/mfe-timeline/load-errors', payload: { version: 1, kind: 'load', message: 'ChunkLoadError' } }),
};
