import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { realRouteManifests } from '../testing/route-manifests.js';
import { answerPage, type PageAnswer, type ReadRecord } from './page-answer.js';
import type { RouteTable } from './route-table-source.js';

let table: RouteTable;
before(async () => {
  table = { manifests: Object.values(await realRouteManifests()) as RouteManifest[], unavailable: [] };
});

const ORIGIN = 'https://lab.example.edu';
const highlight = { _id: 'h1', title: 'A result', description: 'What we found', image: '/api/highlights/h1/image?v=1' };
const readRecord: ReadRecord = async (path) => (path === '/api/highlights/h1' ? highlight : undefined);
const answerOrRedirect = (path: string, loggedIn = false) => answerPage(table, path, { loggedIn, origin: ORIGIN, readRecord });
async function answer(path: string, loggedIn = false): Promise<PageAnswer> {
  const page = await answerOrRedirect(path, loggedIn);
  assert.ok(!('redirect' in page), `${path} is a page, not a redirect`);
  return page;
}

describe('answering a page path from the remotes’ route manifests', () => {
  it('names the remote that draws each page', async () => {
    for (const [path, remote, loggedIn] of [
      ['/', 'mfe_public', false],
      ['/People', 'mfe_public', false],
      ['/lab_highlights/h1', 'mfe_public', false],
      ['/projects/NOVA', 'mfe_projects', false],
      ['/timeline', 'mfe_timeline', true],
      ['/Resources/7', 'mfe_members', true],
      ['/admin/highlights', 'mfe_admin', true],
    ] as const) {
      assert.equal((await answer(path, loggedIn)).remote, remote, path);
    }
  });

  it("names the chunks a page's remote may fetch apart for it, from its canonical path: none for a page it cannot see", async () => {
    assert.deepEqual((await answer('/projects/coding%20team/website%20development')).pageChunks, [
      'page-projects-projectId-subpageId',
      'page-projects',
      'page-projects-Coding-20Team',
      'page-projects-Coding-20Team-Website-20Development',
    ]);
    assert.deepEqual((await answer('/People')).pageChunks, ['page-People']);
    assert.equal((await answer('/timeline')).pageChunks, undefined);
    assert.deepEqual((await answer('/timeline/add', true)).pageChunks, ['page-timeline-add', 'page-timeline']);
  });

  it('answers a members’ page asked without a session as the shell’s guard does for a visitor: the 404 page, loading no remote', async () => {
    for (const path of ['/timeline', '/editprofile', '/edit_teams', '/resources/7', '/admin/highlights']) {
      const page = await answer(path);
      assert.equal(page.status, 404, path);
      assert.equal(page.remote, undefined, path);
      assert.equal(page.noindex, true, path);
      assert.deepEqual(page.reads, ['/api/tokens/access_token'], path);
      assert.deepEqual(page.meta, { title: 'Page not found', noindex: true }, path);
      const member = await answer(path, true);
      assert.equal(member.status, 200, path);
      assert.equal(member.noindex, false, path);
    }
  });

  it('sends a visitor on from a members’ page whose route names where to', async () => {
    assert.deepEqual(await answerOrRedirect('/timeline/add'), { redirect: '/' });
    assert.equal((await answer('/timeline/add', true)).remote, 'mfe_timeline');
  });

  it('checks the session on every page, and preloads what the page reads', async () => {
    const reads = async (path: string, loggedIn = false) => (await answer(path, loggedIn)).reads;
    assert.deepEqual(await reads('/'), ['/api/tokens/access_token']);
    assert.deepEqual(await reads('/People'), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(await reads('/team'), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(await reads('/projects/nova'), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(await reads('/lab_highlights'), ['/api/tokens/access_token', '/api/highlights']);
    assert.deepEqual(await reads('/timeline', true), ['/api/tokens/access_token', '/api/snapshots', '/api/snapshots/filters']);
    assert.deepEqual(await reads('/resources/', true), ['/api/tokens/access_token', '/api/resources', '/api/resources/categories']);
    // A record's page draws the record.
    assert.deepEqual(await reads('/lab_highlights/h1'), ['/api/tokens/access_token', '/api/highlights/h1']);
    // A member's page draws the record its path names, as the member reads it.
    assert.deepEqual(await reads('/resources/7', true), ['/api/tokens/access_token', '/api/resources/7', '/api/resources/7/attachments']);
    assert.deepEqual(await reads('/timeline/edit/e%201', true), ['/api/tokens/access_token', '/api/snapshots/e%201']);
    for (const path of ['/projects', '/projects/overview', '/timeline/add', '/contact']) {
      assert.deepEqual(await reads(path, true), ['/api/tokens/access_token'], path);
    }
    assert.deepEqual(await reads('/timeline'), ['/api/tokens/access_token']);
    assert.deepEqual(await reads('/resources/7'), ['/api/tokens/access_token']);
    // The Remotes page draws the remotes with every remote's deploy tokens, in one read.
    assert.deepEqual(await reads('/admin/remotes', true), ['/api/tokens/access_token', '/api/remotes', '/api/remotes/deploy-tokens']);
    // The member's own profile, as the client names it: their edit page, and an admin's team cards.
    for (const path of ['/editprofile', '/edit_teams']) {
      const page = await answerPage(table, path, { loggedIn: true, member: 'ruth b', origin: ORIGIN, readRecord });
      assert.ok(!('redirect' in page), path);
      assert.deepEqual(page.reads, ['/api/tokens/access_token', '/api/users/updateUser/ruth%20b'], path);
    }
  });

  it('tells crawlers not to index a public page reached by a one-time link, which anyone may open', async () => {
    const page = await answer('/reset-password');
    assert.equal(page.status, 200);
    assert.equal(page.remote, 'mfe_members');
    assert.equal(page.noindex, true);
    assert.equal(page.meta?.noindex, true);
    assert.equal(page.meta?.title, 'Set a new password');
  });

  it('gives a public page its head and canonical address, in the spelling its manifest has', async () => {
    const people = await answer('/people/');
    assert.deepEqual(people.meta, {
      title: 'People',
      description: 'The people of the Visual Cognition Lab: lab management and the members and alumni of each project.',
      url: 'https://lab.example.edu/People',
      type: 'website',
    });
    assert.equal((await answer('/projects/image transitions')).meta?.url, 'https://lab.example.edu/projects/Image%20Transitions');
  });

  it('heads a record’s page with the record: its title, description and absolute picture', async () => {
    const page = await answer('/lab_highlights/h1');
    assert.deepEqual(page.meta, {
      title: 'A result',
      description: 'What we found',
      url: 'https://lab.example.edu/lab_highlights/h1',
      type: 'article',
      image: 'https://lab.example.edu/api/highlights/h1/image?v=1',
    });
  });

  it('answers 404 with noindex and the 404 page for a path no remote declares', async () => {
    for (const path of ['/this-page-does-not-exist', '/errorPage', '/projects/NOVA/Mainstream/more']) {
      const page = await answer(path, true);
      assert.equal(page.status, 404, path);
      assert.equal(page.noindex, true, path);
      assert.equal(page.remote, undefined, path);
      assert.deepEqual(page.reads, ['/api/tokens/access_token'], path);
      assert.deepEqual(page.meta, { title: 'Page not found', noindex: true }, path);
    }
  });

  it('answers a missing record with a 404 its remote draws from the API’s answer, as the browser does', async () => {
    const page = await answer('/lab_highlights/h2');
    assert.equal(page.status, 404);
    assert.equal(page.noindex, true);
    assert.equal(page.remote, 'mfe_public');
    assert.deepEqual(page.reads, ['/api/tokens/access_token', '/api/highlights/h2']);
    assert.deepEqual(page.meta, { title: 'Page not found', noindex: true });
  });

  it('sends a value a route with known pages does not list to the 404 page, as the projects’ remote does', async () => {
    for (const path of ['/projects/BOGUS', '/projects/NOVA/nothing', '/projects/NOVA/Mainstream', '/projects/__proto__']) {
      assert.deepEqual(await answerOrRedirect(path), { redirect: '/404' }, path);
      assert.deepEqual(await answerOrRedirect(path, true), { redirect: '/404' }, path);
    }
  });
});
