import assert from 'node:assert/strict';
import { multipart } from './multipart.js';
import type { TestContext, TestUser } from './test-context.js';

export type Fields = Record<string, string | { file: Buffer; name: string }>;

/** The fields the profile form sends for `user`, with overrides. */
export function profileFields(user: TestUser['user'], overrides: Fields = {}): Fields {
  return {
    username: user.username,
    name: JSON.stringify({ firstname: user.firstname, lastname: user.lastname }),
    positions: JSON.stringify(user.positions),
    blurb: 'Studies motion perception.',
    isAlumni: 'false',
    email: user.email,
    ...overrides,
  };
}

/** The calls of the profile routes the profile tests share, made on `ctx`'s app. */
export function profileRequests(ctx: TestContext) {
  async function saveProfile(as: TestUser, fields: Fields) {
    return ctx.inject({ method: 'PATCH', url: '/api/users/updateUser', as, ...(await multipart(fields)) });
  }

  async function readProfile(as: TestUser, username = as.user.username) {
    const response = await ctx.inject({ method: 'GET', url: `/api/users/updateUser/${username}`, as });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  return { saveProfile, readProfile };
}
