import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';
import { UNSTORABLE_TEXT } from './errors.js';
import { UNREADABLE_FORM } from '../validation/multipart-form.js';

const ctx = useTestApp();

/** Found by the fuzzer (src/fuzz): input the database or the form parser refuses is a 400, not a 500. */
describe('input the server cannot take', () => {
  it('answers text with NUL in a body, a path or a query with 400', async () => {
    const admin = await ctx.admin();
    const calls = [
      { method: 'POST' as const, url: '/api/users/login', payload: { username: 'a\u0000b', password: 'whatever' } },
      { method: 'GET' as const, url: '/api/users/updateUser/ab%00cd', as: admin },
      { method: 'GET' as const, url: '/api/teams?project=a%00b', as: admin },
      {
        method: 'POST' as const,
        url: '/api/resources',
        as: admin,
        payload: { title: 'a\u0000b', category: { main: 'COGS 402', sub: '' }, author: 'x', resource_link: 'https://x.org' },
      },
    ];
    for (const call of calls) {
      const response = await ctx.inject(call);
      assert.equal(response.statusCode, 400, `${call.url}: ${response.body}`);
      assert.equal(response.json().message, UNSTORABLE_TEXT);
    }
    const resources = await ctx.inject({ method: 'GET', url: '/api/resources', as: admin });
    assert.deepEqual(resources.json().data, []);
  });

  it('answers a form without boundary or cut short with 400', async () => {
    const admin = await ctx.admin();
    const member = await ctx.member();
    const cut = '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi';
    const calls = [
      { method: 'POST' as const, url: '/api/highlights', as: admin, type: 'multipart/form-data', payload: 'xx' },
      { method: 'POST' as const, url: '/api/highlights', as: admin, type: 'multipart/form-data; boundary=abc', payload: cut },
      { method: 'PATCH' as const, url: '/api/users/updateUser', as: member, type: 'multipart/form-data; boundary=abc', payload: cut },
    ];
    for (const { type, ...call } of calls) {
      const response = await ctx.inject({ ...call, headers: { 'content-type': type } });
      assert.equal(response.statusCode, 400, `${call.url}: ${response.body}`);
      assert.equal(response.json().message, UNREADABLE_FORM);
    }
  });
});
