import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';

const ctx = useTestApp();

describe('error replies', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/snapshots',
      as: me,
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
  });

  it('answers an oversized body with 413', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/resources',
      as: me,
      payload: { title: 'x'.repeat(300 * 1024) },
    });
    assert.equal(response.statusCode, 413);
  });

  it('answers an unsupported content type with 415', async () => {
    const me = await ctx.member();
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/resources',
      as: me,
      headers: { 'content-type': 'application/xml' },
      payload: '<resource/>',
    });
    assert.equal(response.statusCode, 415);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Nothing here: GET /api/nothing/here');
  });

  it('answers a database failure with a 500 that tells nothing of the internals', async () => {
    const { database } = ctx;
    const original = database.db.select.bind(database.db);
    (database.db as { select: unknown }).select = () => {
      throw new Error('relation "members" does not exist at /srv/secret/path');
    };
    try {
      const response = await ctx.inject({ method: 'GET', url: '/api/members' });
      assert.equal(response.statusCode, 500);
      assert.equal(response.json().message, 'Something went wrong on the server. Please try again.');
      assert.doesNotMatch(response.body, /relation|secret|stack/);
    } finally {
      (database.db as { select: unknown }).select = original;
    }
  });
});
