import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { attachmentOf, highlightBody, highlightId, PDF, resourceBody, resourceOf, snapshotBody, snapshotOf } from './authorization-fixtures.js';
import { multipart, pngImage } from './multipart.js';
import { callRegistry, deployToken, uploadBundle } from './registry.js';
import { timelineBundle } from './remote-bundles.js';
import { PASSWORD, type TestContext, type TestUser } from './test-context.js';

/**
 * Who may call what, for every route of the API. Each route has a rule and a way to make a
 * valid request; authorization-matrix.test.ts calls it as four people and checks the status each
 * gets: anonymous, the member who owns the data, another member, and an admin. One table for the
 * matrix and for authorization-document.test.ts, which holds it to the OpenAPI document, so both
 * check the same routes.
 */
export type Rule = 'public' | 'member' | 'self' | 'owner' | 'admin';

interface Call {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}
type Setup = (ctx: TestContext, owner: TestUser, actor: TestUser | undefined) => Promise<Call>;

let signups = 0;

export const ROUTES: Record<string, [Rule, Setup]> = {
  'GET /api/health': ['public', async () => ({ url: '/api/health' })],
  'GET /api/members': ['public', async () => ({ url: '/api/members' })],
  'GET /api/tokens/access_token': ['public', async () => ({ url: '/api/tokens/access_token' })],
  'POST /api/users/login': [
    'public',
    async (_ctx, owner) => ({ url: '/api/users/login', payload: { username: owner.user.username, password: PASSWORD } }),
  ],
  'POST /api/users/logout': ['public', async () => ({ url: '/api/users/logout' })],
  'POST /api/users/create': [
    'public',
    async (ctx) => ({
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
  ],
  'GET /api/users/updateUser/{username}': ['self', async (_ctx, owner) => ({ url: `/api/users/updateUser/${owner.user.username}` })],
  'PATCH /api/users/updateUser': [
    'member',
    async (_ctx, _owner, actor) => ({
      url: '/api/users/updateUser',
      payload: {
        username: actor?.user.username ?? 'someone',
        name: { firstname: 'Same', lastname: 'Person' },
        blurb: 'Hello.',
        isAlumni: false,
        email: 'me@lab.example.edu',
      },
    }),
  ],
  'PATCH /api/users/changePassword': [
    'member',
    async () => ({ url: '/api/users/changePassword', payload: { currentPassword: PASSWORD, newPassword: 'another long one' } }),
  ],
  'GET /api/users/{username}/avatar': [
    'public',
    async (ctx, owner) => {
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
  ],
  'GET /api/teams': ['admin', async () => ({ url: '/api/teams?project=NOVA&isAlumni=false' })],
  'GET /api/teams/{id}': ['admin', async (_ctx, owner) => ({ url: `/api/teams/${owner.user.id}` })],
  'PUT /api/teams': [
    'admin',
    async (_ctx, owner) => ({
      url: '/api/teams',
      payload: { _id: owner.user.id, positions: [{ position: 'Volunteer', project: 'SHIVA' }], isAlumni: true },
    }),
  ],
  'GET /api/snapshots': ['member', async () => ({ url: '/api/snapshots' })],
  'GET /api/snapshots/filters': ['member', async () => ({ url: '/api/snapshots/filters' })],
  'GET /api/snapshots/{id}': ['member', async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}` })],
  'POST /api/snapshots': ['member', async () => ({ url: '/api/snapshots', payload: snapshotBody })],
  'PUT /api/snapshots/{id}': [
    'owner',
    async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}`, payload: { ...snapshotBody, title: 'Renamed' } }),
  ],
  'DELETE /api/snapshots/{id}': ['owner', async (ctx, owner) => ({ url: `/api/snapshots/${await snapshotOf(ctx, owner)}` })],
  'GET /api/resources': ['member', async () => ({ url: '/api/resources' })],
  'GET /api/resources/categories': ['member', async () => ({ url: '/api/resources/categories' })],
  'GET /api/resources/{id}': ['member', async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}` })],
  'POST /api/resources': ['member', async () => ({ url: '/api/resources', payload: resourceBody })],
  'PATCH /api/resources/{id}': [
    'owner',
    async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}`, payload: { title: 'Renamed' } }),
  ],
  'DELETE /api/resources/{id}': ['owner', async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}` })],
  'GET /api/resources/{id}/attachments': [
    'member',
    async (ctx, owner) => ({ url: `/api/resources/${await resourceOf(ctx, owner)}/attachments` }),
  ],
  'POST /api/resources/{id}/attachments': [
    'owner',
    async (ctx, owner) => ({
      url: `/api/resources/${await resourceOf(ctx, owner)}/attachments`,
      ...(await multipart({ files: [{ file: PDF, name: 'notes.pdf' }] })),
    }),
  ],
  'GET /api/resources/{id}/attachments/{attachmentId}': ['member', async (ctx, owner) => ({ url: await attachmentOf(ctx, owner) })],
  'DELETE /api/resources/{id}/attachments/{attachmentId}': ['owner', async (ctx, owner) => ({ url: await attachmentOf(ctx, owner) })],
  'GET /api/snapshots/feed-token': ['member', async () => ({ url: '/api/snapshots/feed-token' })],
  'POST /api/snapshots/feed-token': ['member', async () => ({ url: '/api/snapshots/feed-token' })],
  'GET /api/snapshots/feed.ics': [
    'public',
    async (ctx, owner) => {
      // A calendar app has no session: the owner's link is all it needs.
      const link = await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: owner });
      const { pathname, search } = new URL(link.json().data.url);
      return { url: `${pathname}${search}` };
    },
  ],
  'GET /api/highlights/feed.xml': ['public', async () => ({ url: '/api/highlights/feed.xml' })],
  'GET /robots.txt': ['public', async () => ({ url: '/robots.txt' })],
  'GET /sitemap.xml': ['public', async () => ({ url: '/sitemap.xml' })],
  'GET /api/highlights': ['public', async () => ({ url: '/api/highlights' })],
  'GET /api/highlights/{id}': ['public', async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}` })],
  'GET /api/highlights/{id}/image': [
    'public',
    async (ctx) => {
      const admin = await ctx.admin();
      const form = await multipart({ ...highlightBody, image: { file: await pngImage(), name: 'banner.png' } });
      const created = await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, ...form });
      assert.equal(created.statusCode, 200, created.body);
      return { url: `/api/highlights/${created.json().data._id}/image` };
    },
  ],
  'POST /api/highlights': ['admin', async () => ({ url: '/api/highlights', payload: highlightBody })],
  'PATCH /api/highlights/{id}': ['admin', async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}`, payload: { title: 'New' } })],
  'DELETE /api/highlights/{id}': ['admin', async (ctx) => ({ url: `/api/highlights/${await highlightId(ctx)}` })],
  'GET /api/signup-tokens': ['admin', async () => ({ url: '/api/signup-tokens' })],
  'POST /api/signup-tokens/{tokenKey}/rotate': ['admin', async () => ({ url: '/api/signup-tokens/co-pilot/rotate' })],
  'GET /api/admin/users': ['admin', async () => ({ url: '/api/admin/users' })],
  'GET /api/admin/audit': ['admin', async () => ({ url: '/api/admin/audit?action=resource.created&from=2026-01-01&page=1&pageSize=10' })],
  'POST /api/admin/users/{id}/reset-link': ['admin', async (_ctx, owner) => ({ url: `/api/admin/users/${owner.user.id}/reset-link` })],
  'POST /api/users/reset-password': [
    'public',
    async (ctx, owner) => {
      const admin = await ctx.admin();
      const link = await ctx.inject({ method: 'POST', url: `/api/admin/users/${owner.user.id}/reset-link`, as: admin });
      const token = new URL(link.json().data.url).searchParams.get('token');
      return { url: '/api/users/reset-password', payload: { token, newPassword: PASSWORD } };
    },
  ],
  'PATCH /api/admin/users/{id}': ['admin', async (_ctx, owner) => ({ url: `/api/admin/users/${owner.user.id}`, payload: { isAdmin: true } })],
  'GET /api/remotes': ['admin', async () => ({ url: '/api/remotes' })],
  'GET /api/remotes/{name}/versions/{version}/diff': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/versions/1/diff' })],
  'POST /api/remotes/{name}/deploy-tokens': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/deploy-tokens' })],
  'GET /api/remotes/{name}/deploy-tokens': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/deploy-tokens' })],
  'DELETE /api/remotes/{name}/deploy-tokens/{id}': [
    'admin',
    async (ctx) => ({ url: `/api/remotes/mfe-timeline/deploy-tokens/${(await deployToken(ctx, 'mfe-timeline')).id}` }),
  ],
  'POST /api/remotes/{name}/versions': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/versions', ...(await multipart({ bundle: { file: await timelineBundle(), name: 'dist.tar.gz' } })) })],
  'POST /api/remotes/{name}/activate': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/activate', payload: { version: 1 } })],
  'POST /api/remotes/{name}/rollout': [
    'admin',
    async (ctx) => {
      const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), await deployToken(ctx, 'mfe-timeline'))).json().data.version;
      return { url: '/api/remotes/mfe-timeline/rollout', payload: { version, percent: 50 } };
    },
  ],
  'POST /api/remotes/{name}/versions/{version}/preview': [
    'admin',
    async (ctx) => {
      const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), await deployToken(ctx, 'mfe-timeline'))).json().data.version;
      return { url: `/api/remotes/mfe-timeline/versions/${version}/preview` };
    },
  ],
  'GET /api/remotes/{name}/status': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/status' })],
  'POST /api/remotes/{name}/rollback': [
    'admin',
    async (ctx) => {
      // A version to roll back from, activated by a deploy token of the remote that may.
      const caller = await deployToken(ctx, 'mfe-timeline', { mayActivate: true });
      const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), caller)).json().data.version;
      await callRegistry(ctx, 'mfe-timeline', 'activate', caller, { version });
      return { url: '/api/remotes/mfe-timeline/rollback' };
    },
  ],
  'GET /api/remotes/{name}/versions/{version}/health': ['admin', async () => ({ url: '/api/remotes/mfe-timeline/versions/1/health' })],
  'POST /api/remotes/{name}/load-errors': ['public', async () => ({ url: '/api/remotes/mfe-timeline/load-errors', payload: { version: 1, kind: 'load', message: 'ChunkLoadError' } })],
};
