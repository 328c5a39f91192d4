import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { insertHighlight } from '../repositories/highlights.js';
import { multipart, pngImage } from '../testing/multipart.js';
import { ALL_REMOTES, writeRouteManifests } from '../testing/route-manifests.js';
import { siteFolder } from '../testing/site-folder.js';
import { useTestApp } from '../testing/test-context.js';
import { shellDocumentFile } from '../testing/shell-document.js';

/** A built shell: its document.json. */
const builtShell = () => siteFolder(shellDocumentFile());

const webRoot = builtShell();
await writeRouteManifests(webRoot);
after(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const ctx = useTestApp({ webRoot, remotes: ALL_REMOTES });

async function head(url: string, accept = 'text/html', status = 200, cookie?: string) {
  const response = await ctx.inject({ method: 'GET', url, headers: { accept, ...(cookie ? { cookie } : {}) } });
  assert.equal(response.statusCode, status, url);
  const body = response.body;
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(body)?.[1];
  return {
    body,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1],
    og: { title: meta('og:title'), description: meta('og:description'), url: meta('og:url'), type: meta('og:type'), image: meta('og:image') },
  };
}

describe('page heads in the first HTML', () => {
  it('gives each public page its own title, description, canonical link and Open Graph tags', async () => {
    const people = await head('/People');
    assert.equal(people.title, 'People | Visual Cognition Lab');
    assert.equal(people.description, 'The people of the Visual Cognition Lab: lab management and the members and alumni of each project.');
    assert.equal(people.canonical, 'http://localhost:8080/People');
    assert.deepEqual(people.og, {
      title: 'People | Visual Cognition Lab',
      description: people.description,
      url: 'http://localhost:8080/People',
      type: 'website',
      image: undefined,
    });
    assert.doesNotMatch(people.body, /Default description/);

    const titles: Record<string, string> = {
      '/': 'Visual Cognition Lab',
      '/about': 'About the Lab | Visual Cognition Lab',
      '/contact': 'Contact | Visual Cognition Lab',
      '/join': 'Join the Lab | Visual Cognition Lab',
      '/team': 'Our Team | Visual Cognition Lab',
      '/get_involved': 'Get Involved | Visual Cognition Lab',
      '/publications': 'Publications | Visual Cognition Lab',
      '/Affiliations': 'Affiliations | Visual Cognition Lab',
      '/lab_highlights': 'Lab Highlights | Visual Cognition Lab',
      '/projects': 'Projects | Visual Cognition Lab',
      '/projects/overview': 'All Projects | Visual Cognition Lab',
    };
    for (const [url, title] of Object.entries(titles)) {
      const page = await head(url);
      assert.equal(page.title, title, url);
      assert.ok(page.description && page.description !== 'Default description.', url);
      assert.equal(page.canonical, `http://localhost:8080${url}`, url);
    }
  });

  it('names a project page after its project, with one canonical address however it is written', async () => {
    const page = await head('/projects/coding%20team/');
    assert.equal(page.title, 'Coding Team | Visual Cognition Lab');
    assert.match(page.description!, /^Coding Team, a research project of the Visual Cognition Lab/);
    assert.equal(page.canonical, 'http://localhost:8080/projects/Coding%20Team');
  });

  it("takes a highlight's title, description and picture from the database, escaped", async () => {
    const admin = await ctx.admin();
    const form = await multipart({
      title: '<script>alert("hi")</script> & more',
      project: 'NOVA',
      date: '2026-05-01T00:00:00.000Z',
      description: 'A "quoted" description',
      author: 'Lab',
      paragraph1: 'P.',
      image: { file: await pngImage(), name: 'p.png' },
    });
    const created = (await ctx.inject({ method: 'POST', url: '/api/highlights', as: admin, ...form })).json().data;
    const page = await head(`/lab_highlights/${created._id}`);
    assert.equal(page.title, '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more | Visual Cognition Lab');
    assert.equal(page.description, 'A &quot;quoted&quot; description');
    assert.equal(page.og.type, 'article');
    assert.equal(page.og.image, `http://localhost:8080${created.image}`);
    assert.doesNotMatch(page.body, /<script>/);

    const plain = await insertHighlight(ctx.database.db, {
      title: 'No picture',
      project: 'NOVA',
      date: new Date(),
      description: 'D',
      author: 'A',
      paragraphs: ['p'],
      imageId: null,
      createdBy: null,
    });
    assert.equal((await head(`/lab_highlights/${plain.id}`)).og.image, undefined);
  });

  it("titles members' pages from their remote's manifest, with no description, canonical link or preview", async () => {
    const { cookie } = await ctx.member({ username: 'headreader' });
    for (const [url, title] of [
      ['/timeline', 'Timeline'],
      ['/timeline/add', 'Add Timeline Entry'],
      ['/resources', 'Lab Resources'],
      ['/editprofile', 'Profile'],
      ['/edit_teams', 'My Teams'],
    ]) {
      const page = await head(url!, 'text/html', 200, cookie);
      assert.equal(page.title, `${title} | Visual Cognition Lab`, url);
      assert.equal(page.description, undefined, url);
      assert.equal(page.canonical, undefined, url);
      assert.equal(page.og.title, undefined, url);
    }
  });

  it('answers unknown highlights, unknown paths and members’ pages without a session with 404, the 404 page’s title and noindex', async () => {
    for (const url of ['/lab_highlights/00000000-0000-4000-8000-000000000000', '/lab_highlights/x', '/no/such/page', '/timeline', '/edit_teams']) {
      const page = await head(url, 'text/html', 404);
      assert.equal(page.title, 'Page not found | Visual Cognition Lab', url);
      assert.equal(page.description, undefined, url);
      assert.equal(page.canonical, undefined, url);
      assert.match(page.body, /<meta name="robots" content="noindex">/, url);
    }
  });

  it('sends a visitor on from a members’ page whose route says where, as the shell’s guard does, and not a member', async () => {
    const visitor = await ctx.inject({ method: 'GET', url: '/timeline/add', headers: { accept: 'text/html' } });
    assert.equal(visitor.statusCode, 302);
    assert.equal(visitor.headers.location, '/');
    assert.match(String(visitor.headers.vary), /cookie/i);
    const { cookie } = await ctx.member({ username: 'addreader' });
    assert.equal((await head('/timeline/add', 'text/html', 200, cookie)).title, 'Add Timeline Entry | Visual Cognition Lab');
  });

  it('sends an unknown project or subpage to the 404 page, as the browser does, kept by no cache', async () => {
    for (const url of ['/projects/Nonsense', '/projects/NOVA/nonsense', '/projects/NOVA/Mainstream?tab=x']) {
      for (const cookie of [undefined, 'lab_session=abc']) {
        const response = await ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
        assert.equal(response.statusCode, 302, url);
        assert.equal(response.headers.location, '/404', url);
        assert.equal(response.headers['cache-control'], 'no-cache', url);
      }
    }
    assert.equal((await head('/404', 'text/html', 404)).title, 'Page not found | Visual Cognition Lab');
  });

  it("tells visitors without a session, as crawlers are, not to index members' pages, and members nothing", async () => {
    const { cookie: memberCookie } = await ctx.member({ username: 'robotsreader' });
    const robots = async (url: string, cookie?: string) =>
      (await ctx.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).headers['x-robots-tag'];
    for (const url of ['/timeline', '/resources', '/resources/42', '/editprofile', '/edit_teams', '/admin/highlights']) {
      assert.equal(await robots(url), 'noindex', url);
      assert.equal(await robots(url, memberCookie), undefined, url);
      assert.equal(await robots(url, 'lab_session=ended'), 'noindex', `${url}: a session that has ended is no member's`);
    }
    for (const url of ['/', '/People', '/projects/NOVA']) assert.equal(await robots(url), undefined, url);
    for (const url of ['/timelines', '/no/such/page']) assert.equal(await robots(url), 'noindex', url);
  });

  it('answers crawlers that accept anything, and still sends JSON 404s to clients that ask for JSON', async () => {
    assert.equal((await head('/People', '*/*')).title, 'People | Visual Cognition Lab');
    const noAccept = await ctx.app.inject({ method: 'GET', url: '/People' });
    assert.equal(noAccept.statusCode, 200);
    const json = await ctx.inject({ method: 'GET', url: '/People', headers: { accept: 'application/json' } });
    assert.equal(json.statusCode, 404);
  });
});
