import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createPreview } from '../registry/repository/previews.js';
import { startRollout } from '../registry/repository/rollouts.js';
import { PREVIEW_COOKIE, ROLLOUT_COOKIE } from '../remotes/visitor-cookies.js';
import { deployToken, uploadBundle } from '../testing/registry.js';
import { ALL_REMOTES, timelineBundle } from '../testing/remote-bundles.js';
import { NEWS, newsRoutes, newsSite } from '../testing/news-site.js';
import { useTestApp } from '../testing/test-context.js';

// Versions of mfe-timeline with a public page (NEWS), drawn on the server for the visitors who get it.
const routes = newsRoutes();
const webRoot = await newsSite();
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, serverRender: { budgetMs: 10_000 } });

const page = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
const html = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  (response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload).toString();
const drawn = (body: string) => /<div id="root" data-ssr>/.test(body);
const cookieOf = (setCookie: string | string[] | undefined, name: string) => ([setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`)) ?? '').split(';')[0]!;
const versionsIn = (body: string) => (JSON.parse(/<script type="application\/json" id="runtime-config"[^>]*>([^<]*)<\/script>/.exec(body)?.[1] ?? 'null') as { versions: Record<string, number> }).versions;

/** Version 2 of mfe-timeline, uploaded by its team, not active. */
async function uploadVersion2(): Promise<number> {
  const bundle = await timelineBundle({ routes, files: { 'server/remoteEntry.js': 'module.exports = {};' } });
  const uploaded = await uploadBundle(ctx, 'mfe-timeline', bundle, await deployToken(ctx, 'mfe-timeline'));
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  return uploaded.json().data.version as number;
}

/** The pages the render processes were asked for, and the API reads made by the site itself (no cookie), since the test began. */
const asked = { drawn: [] as string[], reads: [] as string[] };
let restore = () => {};
beforeEach(() => {
  asked.drawn = [];
  asked.reads = [];
  const render = ctx.app.serverRender!;
  const { page: draw } = render;
  render.page = (...args: Parameters<typeof draw>) => {
    asked.drawn.push(args[0].url);
    return draw(...args);
  };
  const original = ctx.app.inject;
  const inject = original.bind(ctx.app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  ctx.app.inject = ((options: InjectOptions) => {
    if (options.url && String(options.url).startsWith('/api/') && !options.headers?.cookie) asked.reads.push(String(options.url));
    return inject(options);
  }) as typeof ctx.app.inject;
  restore = () => {
    render.page = draw;
    ctx.app.inject = original;
  };
});
afterEach(() => restore());

describe("visitors' pages, kept as answered", () => {
  it('answers the second visitor from what the first was sent: nothing read or drawn again', async () => {
    const first = await page('/People');
    assert.equal(first.statusCode, 200);
    assert.ok(drawn(html(first)));
    assert.deepEqual(asked.drawn, ['/People']);
    assert.ok(asked.reads.includes('/api/members'));
    asked.reads = [];
    const second = await page('/People?utm_source=newsletter');
    assert.equal(second.statusCode, 200);
    assert.equal(html(second), html(first));
    assert.equal(second.headers['content-encoding'], 'gzip');
    assert.equal(second.headers['cache-control'], 'no-cache');
    assert.match(String(second.headers.vary), /cookie/i);
    assert.match(String(second.headers['content-security-policy']), /script-src/, 'with the security headers of any page');
    assert.deepEqual(asked.drawn, ['/People'], 'not drawn again');
    assert.deepEqual(asked.reads, [], 'not read again');
    const plain = await ctx.inject({ method: 'GET', url: '/People', headers: { accept: 'text/html' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, html(first), 'the same page uncompressed');
  });

  it('keeps a page by the query its route declares: another value is another page', async () => {
    await page('/publications?year=2024');
    await page('/publications?year=2023');
    await page('/publications?year=2024&session=abc');
    assert.deepEqual(asked.drawn, ['/publications?year=2024', '/publications?year=2023']);
  });

  it('shows a write to data the page read on the next answer', async () => {
    const admin = await ctx.admin('pageadmin');
    const { user } = await ctx.member({ username: 'pagereader' });
    const before = html(await page('/People'));
    assert.match(before, /pagereader/);
    assert.doesNotMatch(before, /"isAlumni":true/);
    const edit = await ctx.inject({ method: 'PUT', url: '/api/teams', as: admin, payload: { _id: user.id, positions: [{ position: 'Co-Pilot', project: 'NOVA' }], isAlumni: true } });
    assert.equal(edit.statusCode, 200, edit.body);
    const afterEdit = html(await page('/People'));
    assert.notEqual(afterEdit, before);
    assert.match(afterEdit, /"isAlumni":true/);
    assert.equal(asked.drawn.length, 2, 'drawn again with the new data');
    // A page that reads no members is not drawn again for it.
    await page('/about');
    await ctx.inject({ method: 'PUT', url: '/api/teams', as: admin, payload: { _id: user.id, positions: [{ position: 'Co-Pilot', project: 'NOVA' }], isAlumni: false } });
    await page('/about');
    assert.deepEqual(asked.drawn.filter((url) => url === '/about'), ['/about']);
  });

  it("gives each side of a rollout its own answer, and counts each for its version's health", async () => {
    const version = await uploadVersion2();
    await startRollout(ctx.app.db, { remote: 'mfe-timeline', version, percent: 50, startedBy: 'admin' });
    await ctx.app.remoteDirectory.reload();
    const sides = new Map<number, string>();
    for (let visitor = 0; visitor < 40 && sides.size < 2; visitor += 1) {
      const config = await ctx.inject({ method: 'GET', url: '/remotes.json' });
      sides.set((config.json() as { versions: Record<string, number> }).versions.mfe_timeline!, cookieOf(config.headers['set-cookie'], ROLLOUT_COOKIE));
    }
    assert.deepEqual([...sides.keys()].sort(), [1, version], 'both sides met');
    const admin = await ctx.admin();
    const pageLoads = async (side: number) => {
      await ctx.app.remoteHealth.flush();
      const health = await ctx.inject({ method: 'GET', url: `/api/remotes/mfe-timeline/versions/${side}/health`, as: admin });
      return health.json().data.pageLoads as number;
    };
    const loadsBefore = await pageLoads(version);
    for (const [side, cookie] of sides) {
      for (let time = 0; time < 2; time += 1) assert.equal(versionsIn(html(await page('/timeline', cookie))).mfe_timeline, side);
    }
    assert.deepEqual(asked.drawn, ['/timeline', '/timeline'], "a members' page is the 404 page to a visitor, drawn once for each side");
    for (const [side, cookie] of sides) {
      for (let time = 0; time < 2; time += 1) assert.equal(versionsIn(html(await page('/People', cookie))).mfe_timeline, side);
    }
    assert.deepEqual(asked.drawn.slice(2), ['/People', '/People'], 'drawn once for each side');
    for (let time = 0; time < 2; time += 1) assert.equal((await page(NEWS, sides.get(version))).statusCode, 200);
    assert.deepEqual(asked.drawn.slice(2), ['/People', '/People', NEWS]);
    assert.equal((await pageLoads(version)) - loadsBefore, 2, 'a kept answer is a page served all the same');
  });

  it('never answers a member from it, nor keeps what a member is sent', async () => {
    const { cookie } = await ctx.member({ username: 'loggedin' });
    const member = html(await page('/People', cookie));
    const visitor = html(await page('/People'));
    assert.ok(drawn(visitor));
    assert.notEqual(visitor, member, "a visitor does not get the member's page");
    assert.notEqual(html(await page('/People', cookie)), visitor, "nor a member the visitor's");
    const before = asked.drawn.length;
    assert.equal(html(await page('/People')), visitor);
    assert.equal(asked.drawn.length, before, "the next visitor gets the first one's");
  });

  it("keeps no preview's page, and never gives its bar to another visitor", async () => {
    const { token } = await createPreview(ctx.app.db, { remote: 'mfe-timeline', version: await uploadVersion2(), createdBy: 'a team' });
    await ctx.app.remoteDirectory.reload();
    const landing = await page(`/People?preview=${token}`);
    assert.equal(landing.statusCode, 303);
    const visitor = html(await page('/People'));
    assert.doesNotMatch(visitor, /preview-bar/);
    for (let time = 0; time < 2; time += 1) assert.match(html(await page('/People', `${PREVIEW_COOKIE}=${token}`)), /preview-bar/);
    assert.equal(html(await page('/People')), visitor);
    assert.deepEqual(asked.drawn, ['/People', '/People', '/People'], "the visitor's page drawn once, the preview's each time");
  });

  it('keeps no page the browser is to draw because the server could not: the next visitor gets another try', async () => {
    // The stand-in shell build throws at /throws (a 404 page).
    for (let time = 0; time < 2; time += 1) {
      const response = await page('/throws');
      assert.equal(response.statusCode, 404);
      assert.equal(drawn(html(response)), false);
    }
    assert.deepEqual(asked.drawn, ['/throws', '/throws']);
    const missing = await page('/no-such-page');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['x-robots-tag'], 'noindex');
    const again = await page('/no-such-page');
    assert.equal(again.statusCode, 404, 'a kept 404 keeps its status');
    assert.equal(again.headers['x-robots-tag'], 'noindex');
    assert.deepEqual(asked.drawn, ['/throws', '/throws', '/no-such-page']);
  });

  it('answers a page anew once the route table or a version changes', async () => {
    await page('/People');
    await page('/People');
    assert.deepEqual(asked.drawn, ['/People']);
    await ctx.app.remoteDirectory.reload();
    await page('/People');
    assert.deepEqual(asked.drawn, ['/People', '/People']);
  });
});
