import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MISSING_ID } from '../../testing/ids.js';
import { entry, snapshotRequests } from '../../testing/snapshots.js';
import { ownerDeleteTests } from '../../testing/owner-deletes.js';
import { useTestApp, type TestUser } from '../../testing/test-context.js';

const ctx = useTestApp();
const { post, create, get } = snapshotRequests(ctx);

const CHANGE_REFUSED = 'You do not have permission to change this entry';
const DELETE_REFUSED = 'You do not have permission to delete this entry';

describe('POST /api/snapshots', () => {
  it('records the session user as author whatever the body says, and trims text', async () => {
    const me = await ctx.member({ username: 'grace' });
    const data = await create(me, {
      author: 'somebody.else',
      title: '  Guest talk  ',
      descriptions: ['  First part ', 'Second part  '],
      contributors: ['  Alan Turing '],
      date: '2024-03-05T12:00:00+02:00',
    });
    assert.equal(data.author, 'grace');
    assert.equal(data.title, 'Guest talk');
    assert.deepEqual(data.descriptions, ['First part', 'Second part']);
    assert.deepEqual(data.contributors, ['Alan Turing']);
    assert.equal(data.date, '2024-03-05T10:00:00.000Z');
    const stored = (await get(me, data._id)).json().data;
    assert.equal(stored.author, 'grace');
    assert.equal(stored.title, 'Guest talk');
  });

  it('defaults hyperlinks and contributors to empty lists', async () => {
    const me = await ctx.member();
    const data = await create(me, { hyperlinks: undefined, contributors: undefined });
    assert.deepEqual(data.hyperlinks, []);
    assert.deepEqual(data.contributors, []);
  });

  it('accepts IDEO and http(s), protocol-relative and bare hyperlinks', async () => {
    const me = await ctx.member();
    const links = ['https://osf.io/x', '//example.org/a', 'example.org/paper.pdf'];
    const data = await create(me, { project: 'IDEO', hyperlinks: links });
    assert.equal(data.project, 'IDEO');
    assert.deepEqual(data.hyperlinks, links);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const response = await post(undefined, entry());
    assert.equal(response.statusCode, 401);
    const me = await ctx.member();
    assert.deepEqual((await ctx.inject({ method: 'GET', url: '/api/snapshots', as: me })).json().data, []);
  });

  const invalid: [string, Record<string, unknown>, string | RegExp][] = [
    ['a blank title', { title: '   ' }, 'body.title must not be blank'],
    ['a missing title', { title: undefined }, 'body.title is required'],
    ['no categories', { categories: [] }, 'body.categories must NOT have fewer than 1 items'],
    ['a category not offered', { categories: ['Meetings', 'Parties'] }, 'body.categories.1 is not one of the allowed values'],
    ['a project spelled as elsewhere (Ideo)', { project: 'Ideo' }, 'body.project is not one of the allowed values'],
    ['a project not offered', { project: 'Management' }, 'body.project is not one of the allowed values'],
    ['no descriptions', { descriptions: [] }, 'body.descriptions must NOT have fewer than 1 items'],
    ['a blank description', { descriptions: ['  '] }, 'body.descriptions.0 must not be blank'],
    ['a date that is not ISO', { date: 'March 5th' }, 'body.date must be a valid date-time'],
    ['a date without a time', { date: '2024-03-05' }, 'body.date must be a valid date-time'],
    ['the same category twice', { categories: ['Meetings', 'Meetings'] }, /^body\.categories must NOT have duplicate items/],
    ['a javascript: hyperlink', { hyperlinks: ['javascript:alert(1)'] }, 'body.hyperlinks.0 must be a web address (http or https)'],
    ['a data: hyperlink', { hyperlinks: ['https://ok.org', 'data:text/html,x'] }, 'body.hyperlinks.1 must be a web address (http or https)'],
    ['a javascript: hyperlink shaped like host:port', { hyperlinks: ['javascript:1/alert(1)'] }, 'body.hyperlinks.0 must be a web address (http or https)'],
  ];
  for (const [what, overrides, message] of invalid) {
    it(`refuses ${what} with 400`, async () => {
      const me = await ctx.member();
      const response = await post(me, entry(overrides));
      assert.equal(response.statusCode, 400, response.body);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    });
  }
});

describe('PUT /api/snapshots/:id', () => {
  const put = (as: TestUser, id: string, payload: Record<string, unknown>) =>
    ctx.inject({ method: 'PUT', url: `/api/snapshots/${id}`, as, payload });

  it('lets the creator change the entry, visible on GET', async () => {
    const me = await ctx.member({ username: 'creator' });
    const created = await create(me);
    const response = await put(me, created._id, entry({
      title: ' Renamed ', project: 'SHIVA', categories: ['Progress', 'Other'], hyperlinks: [], date: '2023-11-02T09:00:00.000Z',
    }));
    assert.equal(response.statusCode, 200, response.body);
    const stored = (await get(me, created._id)).json().data;
    assert.equal(stored.title, 'Renamed');
    assert.equal(stored.project, 'SHIVA');
    assert.deepEqual(stored.categories, ['Progress', 'Other']);
    assert.deepEqual(stored.hyperlinks, []);
    assert.equal(stored.date, '2023-11-02T09:00:00.000Z');
    assert.deepEqual(response.json().data, stored);
    assert.ok(Date.parse(stored.updatedTime) >= Date.parse(created.updatedTime as string));
  });

  it('refuses another member with 403 and leaves the entry unchanged', async () => {
    const owner = await ctx.member();
    const other = await ctx.member();
    const created = await create(owner);
    const response = await put(other, created._id, entry({ title: 'Hijacked' }));
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, CHANGE_REFUSED);
    assert.deepEqual((await get(owner, created._id)).json().data, created);
  });

  it("lets an admin change anyone's entry, keeping its author", async () => {
    const owner = await ctx.member({ username: 'owner1' });
    const admin = await ctx.admin('boss');
    const created = await create(owner);
    const response = await put(admin, created._id, entry({ title: 'Fixed by admin', author: 'boss' }));
    assert.equal(response.statusCode, 200, response.body);
    const stored = (await get(owner, created._id)).json().data;
    assert.equal(stored.title, 'Fixed by admin');
    assert.equal(stored.author, 'owner1');
  });

  it('answers 404 for an unknown or non-uuid id', async () => {
    const me = await ctx.member();
    for (const id of [MISSING_ID, 'abc']) {
      const response = await put(me, id, entry());
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Timeline entry not found');
    }
  });

  it('refuses an invalid body with 400 and leaves the entry unchanged', async () => {
    const me = await ctx.member();
    const created = await create(me);
    const response = await put(me, created._id, entry({ title: '  ', hyperlinks: ['javascript:alert(1)'] }));
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /^body\./);
    const badLink = await put(me, created._id, entry({ hyperlinks: ['javascript:alert(1)'] }));
    assert.equal(badLink.json().message, 'body.hyperlinks.0 must be a web address (http or https)');
    assert.deepEqual((await get(me, created._id)).json().data, created);
  });
});

ownerDeleteTests(ctx, {
  path: '/api/snapshots',
  noun: 'entry',
  deleted: 'Timeline entry deleted',
  refused: DELETE_REFUSED,
  notFound: 'Timeline entry not found',
  create,
  get,
});
