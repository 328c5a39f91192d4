import assert from 'node:assert/strict';
import type { TestContext, TestUser } from './test-context.js';

/** A resource as the add form sends it; `overrides` replace (or, as undefined, drop) fields. */
export function resource(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: 'Intro to Python',
    description: 'Slides and a notebook',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    author: 'Ada Lovelace',
    resource_link: 'https://x.org',
    ...overrides,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** The calls of /api/resources the resources tests share, made on `ctx`'s app. */
export function resourceRequests(ctx: TestContext) {
  function post(as: TestUser | undefined, payload: Record<string, unknown>) {
    return ctx.inject({ method: 'POST', url: '/api/resources', as, payload });
  }

  async function create(as: TestUser, overrides: Record<string, unknown> = {}) {
    const response = await post(as, resource(overrides));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Record<string, unknown> & { _id: string };
  }

  const get = (as: TestUser, id: string) => ctx.inject({ method: 'GET', url: `/api/resources/${id}`, as });

  return { post, create, get };
}
