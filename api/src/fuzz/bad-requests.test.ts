import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { addAttachments } from '../repositories/attachments.js';
import { insertResource } from '../repositories/resources.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import { KEPT_REFUSALS, recentRefusals } from '../registry/repository/refusals.js';
import { TOKEN_KEYS } from '../domain/positions.js';
import { DEFAULT_LIMITS } from '../services/throttle.js';
import { multipart, pngImage } from '../testing/multipart.js';
import { departures } from '../testing/openapi-conformance.js';
import { useTestApp, type TestContext, type TestUser } from '../testing/test-context.js';
import { fingerprint } from './fingerprint.js';
import { badRequest, type Fixture, type FuzzRequest } from './requests.js';
import { fuzzRoutes } from './routes.js';

/**
 * Property-based fuzzing of every route: thousands of requests that are bad by construction
 * (see requests.ts), sent as visitors, with forged cookies, as a member and as an admin. None may
 * answer 5xx or crash the process, every refusal is JSON with a message, a write sent with a real
 * session is always refused, every answer is one the OpenAPI document describes, and the database
 * holds the same rows afterwards, but for the refused uploads the registry keeps for their team.
 * FUZZ_SEED replays a run; FUZZ_RUNS changes how many requests are sent.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_240);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const BATCH = 512;

// Throttling would turn most logins into 429 before they reach the code under test.
const ctx = useTestApp({ limits: { ...DEFAULT_LIMITS, perPair: 1e9, perAddress: 1e9, slowAfter: 1e9 } });

/** Real rows of every kind, so that parameters and cookies can reach them. */
async function makeFixture(context: TestContext): Promise<Fixture> {
  const member = await context.member({ username: 'fuzzmember' });
  const admin = await context.admin('fuzzadmin');
  const author = await context.member({ username: 'author' });
  const resource = await insertResource(context.database.db, {
    title: 'Primer', description: '', categoryMain: 'COGS 402', categorySub: '', author: 'A', resourceLink: 'https://x.org', createdBy: author.user.id,
  });
  const own = await insertResource(context.database.db, {
    title: 'Mine', description: '', categoryMain: 'COGS 402', categorySub: '', author: 'M', resourceLink: 'https://y.org', createdBy: member.user.id,
  });
  const saved = await addAttachments(context.database.db, resource.id, [{ fileName: 'a.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }], {
    limit: 2,
    createdBy: author.user.id,
  });
  assert.ok(Array.isArray(saved));
  const snapshot = await insertSnapshot(context.database.db, {
    title: 'Pilot', project: 'NOVA', categories: ['Progress'], descriptions: ['Ran it.'], hyperlinks: [], contributors: [],
    date: new Date('2026-03-01T12:00:00Z'), author: author.user.username, createdBy: author.user.id,
  });
  const highlight = await context.inject({
    method: 'POST',
    url: '/api/highlights',
    as: admin,
    ...(await multipart({ title: 'Talk', project: 'NOVA', date: '2026-05-20T00:00:00.000Z', description: 'A talk.', author: 'Lab', paragraph1: 'We spoke.', image: { file: await pngImage(), name: 'b.png' } })),
  });
  assert.equal(highlight.statusCode, 200, highlight.body);
  for (const key of TOKEN_KEYS) await context.signupToken(key);
  // A reset link (and its audit entry, beside the highlight's), so that the new tables hold rows a bad request could change.
  const link = await context.inject({ method: 'POST', url: `/api/admin/users/${author.user.id}/reset-link`, as: admin });
  assert.equal(link.statusCode, 200, link.body);
  // The registry's rows: a deploy token, and a load failure reported.
  const deployToken = (await context.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data.id as string;
  const reported = await context.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/load-errors', payload: { version: 1, kind: 'load', message: 'ChunkLoadError' } });
  assert.equal(reported.statusCode, 204, reported.body);
  // The feed link is made on the first GET: make it now, so that later GETs only read.
  const feedTokens = await Promise.all(
    [member, admin].map(async (user: TestUser) => {
      const link = await context.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: user });
      return new URL(link.json().data.url).searchParams.get('token')!;
    }),
  );
  return {
    memberCookie: member.cookie,
    adminCookie: admin.cookie,
    values: [
      ...[member, admin, author].flatMap(({ user }) => [user.id, user.username]),
      resource.id, own.id, saved[0]!.id, snapshot.id, highlight.json().data._id, ...TOKEN_KEYS, ...feedTokens,
      'mfe-timeline', 'mfe-admin', deployToken, '1',
    ],
  };
}

interface Failure {
  request: FuzzRequest;
  why: string;
}

function check(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  const { statusCode: status, body } = response;
  const contentType = String(response.headers['content-type'] ?? '');
  if (status >= 500) return `server error ${status}: ${body.slice(0, 200)}`;
  if (request.authorized && request.method !== 'GET' && request.method !== 'HEAD' && status < 400) {
    return `a bad write was accepted (${status}): ${body.slice(0, 200)}`;
  }
  if (status >= 400 && request.method !== 'HEAD') {
    if (!contentType.includes('json')) return `refusal ${status} is ${contentType}, not JSON`;
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message !== 'string' || message === '') return `refusal ${status} has no message: ${body.slice(0, 200)}`;
  }
  return departures(ctx.app, response)[0];
}

/** The remote and problems of an upload refused with a version's own refusal, which the registry keeps for the team. */
function refusedUpload(request: FuzzRequest, response: LightMyRequestResponse): { remote: string; problems: string[] } | undefined {
  const remote = /^\/api\/remotes\/([^/?]+)\/versions(?:\?|$)/.exec(request.url)?.[1];
  if (remote === undefined || request.method !== 'POST' || response.statusCode !== 400) return undefined;
  const { problems } = JSON.parse(response.body) as { problems?: string[] };
  return problems ? { remote: decodeURIComponent(remote), problems } : undefined;
}

/** Each remote's refused uploads as the registry should keep them: its last ones, newest first. */
function keptRefusals(refused: { remote: string; problems: string[] }[]): Record<string, string[][]> {
  const kept: Record<string, string[][]> = {};
  for (const { remote, problems } of refused) (kept[remote] ??= []).unshift(problems);
  for (const remote of Object.keys(kept)) kept[remote] = kept[remote]!.slice(0, KEPT_REFUSALS);
  return kept;
}

const describeRequest = ({ method, url, headers, payload, flaw }: FuzzRequest) =>
  `${method} ${url.slice(0, 160)} [${flaw}] content-type=${headers['content-type'] ?? '-'} cookie=${(headers.cookie ?? '-').slice(0, 60)} payload=${String(payload ?? '').slice(0, 120)}`;

describe('bad requests', () => {
  it(`never get a 5xx, always a JSON refusal, and change no data (${RUNS} requests)`, async () => {
    const started = Date.now();
    const fixture = await makeFixture(ctx);
    const routes = fuzzRoutes(ctx.app);
    const requests = fc.oneof(...routes.map((route) => badRequest(route, fixture)));
    const before = await fingerprint(ctx.database.db);
    for (const table of ['password_resets', 'audit_log', 'remote_deploy_tokens', 'remote_load_errors']) assert.match(before[table] ?? '', /^[1-9]\d* rows/, `${table} is compared, with rows`);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const refused: { remote: string; problems: string[] }[] = [];
    let sent = 0;
    for (let batch = 0; sent < RUNS; batch += 1) {
      const numRuns = Math.min(BATCH, RUNS - sent);
      for (const request of fc.sample(requests, { seed: (SEED + batch) | 0, numRuns })) {
        const { method, url, headers, payload } = request;
        const response = await ctx.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const why = check(request, response);
        if (why) failures.push({ request, why });
        const upload = refusedUpload(request, response);
        if (upload) refused.push(upload);
      }
    }
    const serverErrors = failures.filter((failure) => failure.why.startsWith('server error')).length;
    console.log(`fuzz: ${sent} requests, seed ${SEED}, ${serverErrors} server errors, ${failures.length} failures, ${routes.length} routes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`fuzz: statuses ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`);

    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200, health.body);
    assert.deepEqual(
      failures.slice(0, 15).map(({ request, why }) => `${why}\n    ${describeRequest(request)}`),
      [],
      `${failures.length} bad replies (replay with FUZZ_SEED=${SEED})`,
    );
    assert.deepEqual(await fingerprint(ctx.database.db), before, `data changed (replay with FUZZ_SEED=${SEED})`);
    const rows = await recentRefusals(ctx.database.db);
    assert.deepEqual(keptRefusals(rows.map(({ remote, problems }) => ({ remote, problems })).reverse()), keptRefusals(refused), `refusals kept other than those answered (replay with FUZZ_SEED=${SEED})`);
  });
});
