import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonSchema } from './fuzz/bodies.js';
import { findResource, insertResource } from './repositories/resources.js';
import { insertHighlight } from './repositories/highlights.js';
import { insertSnapshot } from './repositories/snapshots.js';
import { ALL_REMOTES } from './testing/remote-bundles.js';
import { multipart } from './testing/multipart.js';
import { PASSWORD, useTestApp, type TestContext, type TestUser } from './testing/test-context.js';

/**
 * JSON bodies are validated as they are: a value of the wrong type is refused, never coerced
 * (query strings and path parameters, which are text by nature, still are).
 */
const ctx = useTestApp({ remotes: ALL_REMOTES });

interface Valid {
  url: string;
  payload: Record<string, unknown>;
  as?: TestUser;
}
type Setup = (context: TestContext, admin: TestUser) => Promise<Valid>;

const resourceOf = async (context: TestContext, owner: TestUser) =>
  (await insertResource(context.database.db, {
    title: 'R', description: '', categoryMain: 'COGS 402', categorySub: '', author: 'A', resourceLink: 'https://x.org', createdBy: owner.user.id,
  })).id;
const snapshot = {
  author: 'Lab',
  title: 'Pilot', project: 'NOVA', categories: ['Progress'], descriptions: ['Ran it.'], hyperlinks: ['https://example.org/x'], contributors: ['Ada'],
  date: '2026-03-01T12:00:00.000Z',
};
const resource = { title: 'Primer', description: 'Read it.', category: { main: 'COGS 402', sub: '' }, author: 'Lab', resource_link: 'https://www.psychopy.org/' };
const highlight = {
  title: 'Talk', project: 'NOVA', date: '2026-05-20T00:00:00.000Z', description: 'A talk.', author: 'Lab',
  paragraph1: 'One.', paragraph2: 'Two.', paragraph3: 'Three.', paragraph4: 'Four.',
};

let signups = 0;

/** A body each JSON route accepts, so that one wrong field is the only thing wrong with it. */
const VALID: Record<string, Setup> = {
  'POST /api/users/login': async (_c, admin) => ({ url: '/api/users/login', payload: { username: admin.user.username, password: PASSWORD } }),
  'POST /api/users/create': async (c) => ({
    url: '/api/users/create',
    payload: {
      firstname: 'New', lastname: 'Person', email: 'new@lab.example.edu', project: 'NOVA', position: 'Volunteer',
      username: `newperson${(signups += 1)}`, password: 'a long password', tokenKey: 'volunteer', token: await c.signupToken('volunteer'),
    },
  }),
  'PATCH /api/users/updateUser': async (_c, admin) => ({
    url: '/api/users/updateUser',
    as: admin,
    payload: { username: admin.user.username, name: { firstname: 'A', lastname: 'B' }, positions: [], blurb: 'Hi.', isAlumni: false, email: 'a@lab.example.edu', removeProfilePic: false },
  }),
  'PATCH /api/users/changePassword': async (_c, admin) => ({ url: '/api/users/changePassword', as: admin, payload: { currentPassword: PASSWORD, newPassword: 'another long one' } }),
  'PUT /api/teams': async (_c, admin) => ({
    url: '/api/teams',
    as: admin,
    payload: {
      _id: admin.user.id, positions: [{ position: 'Volunteer', project: 'SHIVA' }], isAlumni: true,
      // The rest of the member, as the edit panel sends it back.
      username: admin.user.username, name: { firstname: 'A', lastname: 'B' }, email: 'a@lab.example.edu', blurb: '', profilePic: null,
    },
  }),
  'POST /api/snapshots': async (_c, admin) => ({ url: '/api/snapshots', as: admin, payload: snapshot }),
  'PUT /api/snapshots/{id}': async (c, admin) => {
    const row = await insertSnapshot(c.database.db, { ...snapshot, date: new Date(snapshot.date), author: admin.user.username, createdBy: admin.user.id });
    return { url: `/api/snapshots/${row.id}`, as: admin, payload: snapshot };
  },
  'POST /api/resources': async (_c, admin) => ({ url: '/api/resources', as: admin, payload: resource }),
  'PATCH /api/resources/{id}': async (c, admin) => ({ url: `/api/resources/${await resourceOf(c, admin)}`, as: admin, payload: resource }),
  'POST /api/highlights': async (_c, admin) => ({ url: '/api/highlights', as: admin, payload: highlight }),
  'POST /api/users/reset-password': async (c, admin) => {
    const link = await c.inject({ method: 'POST', url: `/api/admin/users/${(await c.member()).user.id}/reset-link`, as: admin });
    return { url: '/api/users/reset-password', payload: { token: new URL(link.json().data.url).searchParams.get('token'), newPassword: 'a long password' } };
  },
  'PATCH /api/admin/users/{id}': async (c, admin) => ({ url: `/api/admin/users/${(await c.member()).user.id}`, as: admin, payload: { isAdmin: true, isActive: true } }),
  'POST /api/remotes/{name}/versions': async (_c, admin) => ({
    url: '/api/remotes/mfe-timeline/versions',
    as: admin,
    payload: { manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', gitCommit: '0123abcd', gitBranch: 'main', gitAuthor: 'Ada', gitDirty: false },
  }),
  'POST /api/remotes/{name}/rollback': async (_c, admin) => ({ url: '/api/remotes/mfe-timeline/rollback', as: admin, payload: {} }),
  'POST /api/remotes/{name}/versions/{version}/preview': async (_c, admin) => ({ url: '/api/remotes/mfe-timeline/versions/1/preview', as: admin, payload: {} }),
  'POST /api/remotes/{name}/activate': async (_c, admin) => ({ url: '/api/remotes/mfe-timeline/activate', as: admin, payload: { version: 1 } }),
  'POST /api/remotes/{name}/rollout': async (_c, admin) => ({ url: '/api/remotes/mfe-timeline/rollout', as: admin, payload: { version: 1, percent: 50 } }),
  'POST /api/remotes/{name}/deploy-tokens': async (_c, admin) => ({ url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin, payload: { label: 'Timeline team', mayActivate: true } }),
  'POST /api/remotes/{name}/load-errors': async () => ({ url: '/api/remotes/mfe-timeline/load-errors', payload: { version: 1, kind: 'load', message: 'ChunkLoadError' } }),
  'PATCH /api/highlights/{id}': async (c, admin) => {
    const row = await insertHighlight(c.database.db, { ...highlight, date: new Date(highlight.date), paragraphs: ['p'], imageId: null, createdBy: null });
    return { url: `/api/highlights/${row.id}`, as: admin, payload: { ...highlight, removeImage: false } };
  },
};

/** Routes that answer a refused form with a code of their own instead of the field's name. */
const OWN_REFUSAL: Record<string, { statusCode: number; errCode: string }> = {
  'POST /api/users/create': { statusCode: 400, errCode: 'AUTH003' },
};

function jsonBodyRoutes(): Map<string, JsonSchema> {
  const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> };
  const routes = new Map<string, JsonSchema>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (schema) routes.set(`${method.toUpperCase()} ${path}`, schema);
    }
  }
  return routes;
}

/**
 * The valid value in a type a coercing validator would have turned back into it ("true" for true,
 * ["x"] for "x", "7" for 7, "x" for ["x"]); an object, which nothing coerces, becomes text.
 */
function wrongType(schema: JsonSchema, valid: unknown): unknown {
  if (schema.type === 'object' || (typeof valid === 'object' && valid !== null && !Array.isArray(valid))) return 'x';
  if (schema.type === 'array' || Array.isArray(valid)) {
    const first = (valid as unknown[])[0];
    return first === undefined || typeof first === 'object' ? 'x' : first;
  }
  if (schema.type === 'boolean' || schema.type === 'number' || schema.type === 'integer') return String(valid);
  return [valid];
}

describe('JSON bodies are validated strictly', () => {
  it('PATCH /api/resources/{id} with "title": ["x"] answers 400 "body.title must be string" and stores nothing', async () => {
    const me = await ctx.member();
    const id = await resourceOf(ctx, me);
    const response = await ctx.inject({ method: 'PATCH', url: `/api/resources/${id}`, as: me, payload: { title: ['x'] } });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().message, 'body.title must be string');
    assert.equal((await findResource(ctx.database.db, id))?.title, 'R');
  });

  it('knows a valid body for every route that takes JSON', () => {
    assert.deepEqual([...jsonBodyRoutes().keys()].sort(), Object.keys(VALID).sort());
  });

  it('answers 400 naming a field no JSON body takes, as the document says with additionalProperties: false', async () => {
    const wrong: string[] = [];
    for (const [route, schema] of jsonBodyRoutes()) {
      const setup = VALID[route];
      if (!setup) continue;
      if ((schema as { additionalProperties?: unknown }).additionalProperties !== false) wrong.push(`${route} documents other fields as allowed`);
      const valid = await setup(ctx, await ctx.admin());
      const [method] = route.split(' ') as ['POST'];
      const response = await ctx.inject({ method, url: valid.url, as: valid.as, payload: { ...valid.payload, titel: 'x' } });
      const own = OWN_REFUSAL[route];
      const body = response.json() as { message?: string; errCode?: string };
      const refused = own
        ? response.statusCode === own.statusCode && body.errCode === own.errCode
        : response.statusCode === 400 && body.message === 'body.titel is not a field this takes';
      if (!refused) wrong.push(`${route}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('refuses a form field no form takes, as it refuses a JSON one', async () => {
    const me = await ctx.member();
    const form = await multipart({
      username: me.user.username, name: JSON.stringify({ firstname: 'A', lastname: 'B' }), blurb: '', isAlumni: 'false', email: 'a@lab.example.edu', nickname: 'Al',
    });
    const response = await ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', as: me, ...form });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().message, 'body.nickname is not a field this takes');
  });

  it('answers 400 naming the field when any field of any JSON body has the wrong type', async () => {
    const wrong: string[] = [];
    for (const [route, schema] of jsonBodyRoutes()) {
      const setup = VALID[route];
      if (!setup) continue;
      const [method] = route.split(' ') as ['POST'];
      for (const field of Object.keys(schema.properties ?? {})) {
        const admin = await ctx.admin();
        const valid = await setup(ctx, admin);
        if (!(field in valid.payload)) {
          wrong.push(`${route}: the valid body has no ${field}`);
          continue;
        }
        const payload = { ...valid.payload, [field]: wrongType(schema.properties![field]!, valid.payload[field]) };
        const response = await ctx.inject({ method, url: valid.url, as: valid.as, payload });
        const own = OWN_REFUSAL[route];
        const body = response.json() as { message?: string; errCode?: string };
        const refused = own
          ? response.statusCode === own.statusCode && body.errCode === own.errCode
          : response.statusCode === 400 && new RegExp(`^body\\.${field}\\b`).test(body.message ?? '');
        if (!refused) wrong.push(`${route} ${field}=${JSON.stringify(payload[field])}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});
