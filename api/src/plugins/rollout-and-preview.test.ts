import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { createPreview } from '../registry/repository/previews.js';
import { startRollout } from '../registry/repository/rollouts.js';
import { PREVIEW_COOKIE, ROLLOUT_COOKIE } from '../remotes/visitor-cookies.js';
import { deployToken, uploadBundle } from '../testing/registry.js';
import { ALL_REMOTES, timelineBundle } from '../testing/remote-bundles.js';
import { NEWS, newsRoutes, newsSite } from '../testing/news-site.js';
import { useTestApp } from '../testing/test-context.js';

// Versions of mfe-timeline with a public page (NEWS), so the server draws it as visitors would get it.
const routes = newsRoutes();
const webRoot = await newsSite();
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES, serverRender: { budgetMs: 10_000 } });

type Config = { remotes: Record<string, string>; versions: Record<string, number> };
const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  ([setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`)) ?? '').split(';')[0]!;
const runtimeConfig = async (cookie?: string) => {
  const response = await ctx.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return { config: response.json() as Config, rolloutCookie: cookieOf(response.headers['set-cookie'], ROLLOUT_COOKIE) };
};
const page = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const pageConfig = (body: string) => JSON.parse(/<script type="application\/json" id="runtime-config"[^>]*>([^<]*)<\/script>/.exec(body)?.[1] ?? 'null') as Config;
const drawnEntries = (body: string) => /<!-- entries ([^ ]*) -->/.exec(body)?.[1];

/** Version 2 of mfe-timeline, uploaded by its team, not active. */
async function uploadVersion2(): Promise<number> {
  const bundle = await timelineBundle({ routes, files: { 'server/remoteEntry.js': 'module.exports = {};' } });
  const uploaded = await uploadBundle(ctx, 'mfe-timeline', bundle, await deployToken(ctx, 'mfe-timeline'));
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  return uploaded.json().data.version;
}
/** What the registry's routes do after a write: every instance reads its state again. */
const reloadRegistry = () => ctx.app.remoteDirectory.reload();

describe('a preview link', () => {
  it('shows its version in the browser that opened it, and in no other', async () => {
    const version = await uploadVersion2();
    const { token } = await createPreview(ctx.app.db, { remote: 'mfe-timeline', version, createdBy: 'a team' });
    await reloadRegistry();
    const landing = await page(`/People?preview=${token}&tab=x`);
    assert.equal(landing.statusCode, 303);
    assert.equal(landing.headers.location, '/People?tab=x', 'the token leaves the address');
    const cookie = cookieOf(landing.headers['set-cookie'], PREVIEW_COOKIE);
    assert.match(cookie, /^lab_preview=lpp_/);
    assert.match(String(landing.headers['set-cookie']), /HttpOnly/);

    assert.equal((await runtimeConfig(cookie)).config.versions.mfe_timeline, version);
    assert.equal((await runtimeConfig()).config.versions.mfe_timeline, 1, 'another browser gets the active version');
    const previewed = await page(NEWS, cookie);
    assert.equal(previewed.statusCode, 200, 'its new page is there for the previewer');
    assert.match(previewed.body, /<div id="preview-bar"[^>]*role="status">Preview of mfe-timeline version 2 · <a href="\/timeline\/news\?preview=end"/);
    assert.equal(pageConfig(previewed.body).versions.mfe_timeline, version);
    assert.match(drawnEntries(previewed.body) ?? '', /remoteEntry\.js$/);
    assert.doesNotMatch(drawnEntries(previewed.body) ?? '', /mfe-timeline\/dist\//, "drawn with the version's own server build");
    const other = await page(NEWS);
    assert.equal(other.statusCode, 404, 'a browser without the link has no such page');
    assert.doesNotMatch(other.body, /preview-bar/);
    assert.equal((await ctx.inject({ method: 'GET', url: `/remotes/mfe-timeline/${version}/remoteEntry.js` })).statusCode, 200, "the version's files are served while it is previewed");
  });

  it('ends when asked, and an expired or unknown link previews nothing', async () => {
    const version = await uploadVersion2();
    const { token } = await createPreview(ctx.app.db, { remote: 'mfe-timeline', version, createdBy: 'a team' });
    const expired = await createPreview(ctx.app.db, { remote: 'mfe-timeline', version, createdBy: 'a team', forMs: -1 });
    await reloadRegistry();
    const ended = await page('/?preview=end', `${PREVIEW_COOKIE}=${token}`);
    assert.equal(ended.statusCode, 303);
    assert.match(String(ended.headers['set-cookie']), /lab_preview=;/);
    for (const stale of [expired.token, 'lpp_unknown']) {
      const landing = await page(`/?preview=${stale}`);
      assert.equal(cookieOf(landing.headers['set-cookie'], PREVIEW_COOKIE), `${PREVIEW_COOKIE}=`);
      assert.equal((await runtimeConfig(`${PREVIEW_COOKIE}=${stale}`)).config.versions.mfe_timeline, 1);
    }
  });
});

describe('a gradual rollout', () => {
  it('reaches its share of 1,000 fresh visitors, within 10 points, each kept on its side', async () => {
    const version = await uploadVersion2();
    await startRollout(ctx.app.db, { remote: 'mfe-timeline', version, percent: 30, startedBy: 'admin' });
    await reloadRegistry();
    let reached = 0;
    const sides: Array<[string, number]> = [];
    for (let visitor = 0; visitor < 1_000; visitor += 1) {
      const { config, rolloutCookie } = await runtimeConfig();
      assert.match(rolloutCookie, /^lab_rollout=[\w-]{16,}$/, 'a random id of its own');
      if (config.versions.mfe_timeline === version) reached += 1;
      if (visitor < 50) sides.push([rolloutCookie, config.versions.mfe_timeline!]);
    }
    assert.ok(Math.abs(reached / 10 - 30) <= 10, `${reached / 10} %`);
    for (const [cookie, side] of sides) {
      const again = await runtimeConfig(cookie);
      assert.equal(again.config.versions.mfe_timeline, side);
      assert.equal(again.rolloutCookie, '', 'the id is given once');
    }
    assert.equal((await ctx.inject({ method: 'GET', url: `/remotes/mfe-timeline/${version}/remoteEntry.js` })).statusCode, 200);
  });

  it("agrees with the server's drawing on which version a visitor gets", async () => {
    const version = await uploadVersion2();
    await startRollout(ctx.app.db, { remote: 'mfe-timeline', version, percent: 50, startedBy: 'admin' });
    await reloadRegistry();
    const seen = new Set<number>();
    for (let visitor = 0; visitor < 30 && seen.size < 2; visitor += 1) {
      const { rolloutCookie } = await runtimeConfig();
      const drawn = await page('/timeline', rolloutCookie);
      const got = pageConfig(drawn.body).versions.mfe_timeline!;
      seen.add(got);
      if (got !== version) continue;
      const news = await page(NEWS, rolloutCookie);
      assert.equal(news.statusCode, 200);
      assert.equal(pageConfig(news.body).versions.mfe_timeline, version);
      assert.doesNotMatch(drawnEntries(news.body) ?? '', /mfe-timeline\/dist\//, "drawn with the rollout's server build");
    }
    assert.deepEqual([...seen].sort(), [1, version], 'both sides met');
  });

  it('counts each page for the version its visitor got, in that version\'s health', async () => {
    const version = await uploadVersion2();
    await startRollout(ctx.app.db, { remote: 'mfe-timeline', version, percent: 50, startedBy: 'admin' });
    await reloadRegistry();
    const admin = await ctx.admin();
    const pageLoads = async (side: number) => {
      await ctx.app.remoteHealth.flush();
      const health = await ctx.inject({ method: 'GET', url: `/api/remotes/mfe-timeline/versions/${side}/health`, as: admin });
      return health.json().data.pageLoads as number;
    };
    // Pages of earlier tests may still be counted in memory: what this one adds is compared.
    const before = { 1: await pageLoads(1), [version]: await pageLoads(version) } as Record<number, number>;
    const got = { 1: 0, [version]: 0 } as Record<number, number>;
    const { cookie: session } = await ctx.member({ username: 'reader' });
    for (let visitor = 0; visitor < 20; visitor += 1) {
      const { rolloutCookie } = await runtimeConfig();
      const drawn = await page('/timeline', `${rolloutCookie}; ${session}`);
      got[pageConfig(drawn.body).versions.mfe_timeline!]! += 1;
    }
    for (const side of [1, version]) assert.equal((await pageLoads(side)) - before[side]!, got[side], `version ${side}`);
    assert.ok(got[1]! > 0 && got[version]! > 0, 'both sides met');
  });

  it('gives no cookie while no remote is in a rollout', async () => {
    assert.equal((await runtimeConfig()).rolloutCookie, '');
  });
});
