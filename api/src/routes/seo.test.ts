import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { insertHighlight } from '../repositories/highlights.js';
import { multipart, pngImage } from '../testing/multipart.js';
import { useTestApp } from '../testing/test-context.js';
import { child, children, parseXml } from '../testing/xml.js';

const ctx = useTestApp();

const SITEMAP = '{http://www.sitemaps.org/schemas/sitemap/0.9}';
const ATOM = '{http://www.w3.org/2005/Atom}';
const MEDIA = '{http://search.yahoo.com/mrss/}';
const HOSTILE = `<script>alert("x")</script> & 'quotes' ]]> \u0001`;
const HOSTILE_READ = `<script>alert("x")</script> & 'quotes' ]]> `;
const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'lab.example.edu' };

function highlight(title: string, date: string) {
  return insertHighlight(ctx.database.db, {
    title,
    project: 'NOVA',
    date: new Date(date),
    description: `About ${title}`,
    author: 'Lab & Co',
    paragraphs: ['p'],
    imageId: null,
    createdBy: null,
  });
}

describe('GET /robots.txt', () => {
  it('lets crawlers into the site, keeps them out of the API but for the feed, and names the sitemap', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    assert.ok(lines.includes('Allow: /'));
    assert.ok(lines.includes('Allow: /api/highlights/feed.xml'));
    assert.deepEqual(lines.filter((line) => line.startsWith('Disallow:')), ['Disallow: /api/']);
    assert.ok(lines.includes('Sitemap: http://localhost:8080/sitemap.xml'));
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, every project page and every highlight with its last change', async () => {
    const one = await highlight('First', '2026-01-01T00:00:00.000Z');
    const two = await highlight('Second', '2026-02-01T00:00:00.000Z');
    const response = await ctx.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/xml; charset=utf-8');
    const urlset = parseXml(response.body);
    assert.equal(urlset.name, `${SITEMAP}urlset`);
    const entries = children(urlset, `${SITEMAP}url`).map((url) => ({
      loc: child(url, `${SITEMAP}loc`).text,
      lastmod: children(url, `${SITEMAP}lastmod`)[0]?.text,
    }));
    const locs = entries.map((entry) => entry.loc.replace('http://localhost:8080', ''));
    for (const path of ['/', '/about', '/contact', '/join', '/team', '/get_involved', '/publications', '/People', '/Affiliations', '/lab_highlights', '/projects', '/projects/overview']) {
      assert.ok(locs.includes(path), path);
    }
    for (const name of ['Coding%20Team', 'Correlation', 'Ideo', 'Image%20Transitions', 'NCIS', 'NOVA', 'SHIVA']) {
      assert.ok(locs.includes(`/projects/${name}`), name);
    }
    for (const row of [one, two]) {
      const entry = entries.find((item) => item.loc === `http://localhost:8080/lab_highlights/${row.id}`);
      assert.equal(entry?.lastmod, row.updatedAt.toISOString());
    }
    assert.equal(entries.length, 12 + 7 + 2);
    assert.ok(!locs.some((loc) => /resources|timeline|editprofile|edit_teams/.test(loc)));
  });

  it('names SITE_URL whatever the forwarded headers say', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/sitemap.xml', headers: proxied });
    assert.match(response.body, /<loc>http:\/\/localhost:8080\/<\/loc>/);
  });
});

describe('GET /api/highlights/feed.xml', () => {
  it('is RSS 2.0 with a self link and one item per highlight, newest first', async () => {
    const older = await highlight('Older news', '2025-11-03T00:00:00.000Z');
    const newer = await highlight('Newer news', '2026-04-20T00:00:00.000Z');
    const response = await ctx.inject({ method: 'GET', url: '/api/highlights/feed.xml' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    assert.equal(rss.name, 'rss');
    assert.equal(rss.attributes.version, '2.0');
    const channel = child(rss, 'channel');
    assert.equal(child(channel, 'title').text, 'Visual Cognition Lab: Lab Highlights');
    assert.equal(child(channel, 'link').text, 'http://localhost:8080/lab_highlights');
    assert.match(child(channel, 'description').text, /Visual Cognition Lab/);
    const self = child(channel, `${ATOM}link`);
    assert.deepEqual(self.attributes, { href: 'http://localhost:8080/api/highlights/feed.xml', rel: 'self', type: 'application/rss+xml' });

    const items = children(channel, 'item');
    assert.deepEqual(items.map((item) => child(item, 'title').text), ['Newer news', 'Older news']);
    const [first] = items as [(typeof items)[number]];
    const link = `http://localhost:8080/lab_highlights/${newer.id}`;
    assert.equal(child(first, 'link').text, link);
    assert.equal(child(first, 'guid').text, link);
    assert.equal(child(first, 'guid').attributes.isPermaLink, 'true');
    assert.equal(child(first, 'pubDate').text, 'Mon, 20 Apr 2026 00:00:00 GMT');
    assert.equal(child(first, 'description').text, 'About Newer news');
    assert.equal(child(first, 'category').text, 'NOVA');
    assert.equal(children(first, 'enclosure').length, 0);
    assert.ok(older.id);
  });

  it('carries the image of a highlight as an enclosure and media content', async () => {
    const admin = await ctx.admin();
    const form = await multipart({
      title: 'With a picture',
      project: 'SHIVA',
      date: '2026-05-01T00:00:00.000Z',
      description: 'Look.',
      author: 'Lab',
      paragraph1: 'P.',
      image: { file: await pngImage(), name: 'p.png' },
    });
    const created = (await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, ...form })).json().data;
    const response = await ctx.inject({ method: 'GET', url: '/api/highlights/feed.xml' });
    const item = child(child(parseXml(response.body), 'channel'), 'item');
    const enclosure = child(item, 'enclosure');
    assert.equal(enclosure.attributes.url, `http://localhost:8080${created.image}`);
    assert.equal(enclosure.attributes.type, 'image/webp');
    const image = await ctx.inject({ method: 'GET', url: created.image });
    assert.equal(Number(enclosure.attributes.length), image.rawPayload.length);
    assert.equal(child(item, `${MEDIA}content`).attributes.url, enclosure.attributes.url);
  });

  it('escapes hostile text so the feed stays well-formed and reads back as written', async () => {
    await insertHighlight(ctx.database.db, {
      title: HOSTILE,
      project: 'NOVA',
      date: new Date('2026-01-01T00:00:00.000Z'),
      description: HOSTILE,
      author: HOSTILE,
      paragraphs: ['p'],
      imageId: null,
      createdBy: null,
    });
    const feed = await ctx.inject({ method: 'GET', url: '/api/highlights/feed.xml' });
    assert.doesNotMatch(feed.body, /<script>/);
    const item = child(child(parseXml(feed.body), 'channel'), 'item');
    assert.equal(child(item, 'title').text, HOSTILE_READ);
    assert.equal(child(item, 'description').text, HOSTILE_READ);
    parseXml((await ctx.inject({ method: 'GET', url: '/sitemap.xml' })).body);
  });

  it('is a valid, empty channel when nothing has been posted', async () => {
    const channel = child(parseXml((await ctx.inject({ method: 'GET', url: '/api/highlights/feed.xml' })).body), 'channel');
    assert.deepEqual(children(channel, 'item'), []);
  });
});
