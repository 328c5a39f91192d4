import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { SESSION_COOKIE } from '../plugins/session.js';
import { insertHighlight } from '../repositories/highlights.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import { parseCalendar, property } from '../testing/ical.js';
import { ALL_REMOTES, writeRouteManifests } from '../testing/route-manifests.js';
import { PASSWORD, useTestApp } from '../testing/test-context.js';
import { writeShellDocument } from '../testing/shell-document.js';

const SITE = 'https://lab.example.edu';
/** Whatever a client or a forwarding proxy claims, links name the configured site. */
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

function builtShell(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-links-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeShellDocument(root);
  return root;
}
const webRoot = builtShell();
await writeRouteManifests(webRoot);
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));

// TRUST_PROXY=1: even a trusted proxy's X-Forwarded-Host does not make links.
const ctx = useTestApp({ siteUrl: SITE, trustProxy: 1, webRoot, remotes: ALL_REMOTES });

function absoluteUrls(text: string): string[] {
  return [...text.matchAll(/(?:https?:)?\/\/[a-z0-9.-]+(?::\d+)?/gi)].map((match) => match[0]).filter((url) => !/sitemaps\.org|w3\.org|yahoo\.com|purl\.org/.test(url));
}

describe('absolute links come from SITE_URL, never from request headers', () => {
  it('a request with a hostile Host / X-Forwarded-Host gets links with SITE_URL', async () => {
    const me = await ctx.member();
    const highlight = await insertHighlight(ctx.database.db, {
      title: 'News', project: 'NOVA', date: new Date('2026-01-01T00:00:00Z'), description: 'D.', author: 'Lab', paragraphs: ['p'], imageId: null, createdBy: null,
    });
    const entry = await insertSnapshot(ctx.database.db, {
      title: 'Pilot', project: 'NOVA', date: new Date('2026-03-01T12:00:00Z'), descriptions: ['Ran it.'], hyperlinks: [], contributors: [], categories: ['Progress'],
      author: me.user.username, createdBy: me.user.id,
    });

    const feedLink = (await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: me, headers: HOSTILE })).json().data.url as string;
    assert.ok(feedLink.startsWith(`${SITE}/api/snapshots/feed.ics?token=`), feedLink);

    const robots = (await ctx.inject({ method: 'GET', url: '/robots.txt', headers: HOSTILE })).body;
    assert.ok(robots.includes(`Sitemap: ${SITE}/sitemap.xml`), robots);

    const sitemap = (await ctx.inject({ method: 'GET', url: '/sitemap.xml', headers: HOSTILE })).body;
    assert.ok(sitemap.includes(`<loc>${SITE}/lab_highlights/${highlight.id}</loc>`));
    assert.deepEqual([...new Set(absoluteUrls(sitemap))], [SITE]);

    const rss = (await ctx.inject({ method: 'GET', url: '/api/highlights/feed.xml', headers: HOSTILE })).body;
    assert.deepEqual([...new Set(absoluteUrls(rss))], [SITE]);

    const page = (await ctx.inject({ method: 'GET', url: `/lab_highlights/${highlight.id}`, headers: { ...HOSTILE, accept: 'text/html' } })).body;
    assert.ok(page.includes(`<link rel="canonical" href="${SITE}/lab_highlights/${highlight.id}">`), page);
    assert.ok(page.includes(`<meta property="og:url" content="${SITE}/lab_highlights/${highlight.id}">`), page);

    const { pathname, search } = new URL(feedLink);
    const calendar = parseCalendar((await ctx.inject({ method: 'GET', url: `${pathname}${search}`, headers: HOSTILE })).body);
    assert.equal(property(calendar.components[0]!, 'UID').value, `${entry.id}@lab.example.edu`);
  });

  it('takes writes whose Origin is SITE_URL, as a browser sends them behind a proxy that terminates https', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({ method: 'POST', url: '/api/snapshots/feed-token', as: me, headers: { origin: SITE, host: 'backend:8080' } });
    assert.equal(response.statusCode, 200, response.body);
    const foreign = await ctx.inject({ method: 'POST', url: '/api/snapshots/feed-token', as: me, headers: { origin: 'https://evil.example', host: 'backend:8080' } });
    assert.equal(foreign.statusCode, 403);
  });

  it('marks the session cookie Secure when SITE_URL is https, even when the request came over http', async () => {
    await ctx.member({ username: 'ada.l' });
    const response = await ctx.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'ada.l', password: PASSWORD } });
    assert.equal(response.statusCode, 200, response.body);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE) as { secure?: boolean } | undefined;
    assert.equal(cookie?.secure, true);
  });
});
