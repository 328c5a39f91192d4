import assert from 'node:assert/strict';
import type { TestContext, TestUser } from './test-context.js';

/** A timeline entry as the form sends it; `overrides` replace (or, as undefined, drop) fields. */
export function entry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: 'Weekly lab meeting',
    project: 'NOVA',
    categories: ['Meetings'],
    descriptions: ['Planned the next experiment.'],
    hyperlinks: ['https://osf.io/x'],
    contributors: ['Ada Lovelace'],
    date: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** The calls of /api/snapshots the timeline tests share, made on `ctx`'s app. */
export function snapshotRequests(ctx: TestContext) {
  function post(as: TestUser | undefined, payload: Record<string, unknown>) {
    return ctx.inject({ method: 'POST', url: '/api/snapshots', as, payload });
  }

  async function create(as: TestUser, overrides: Record<string, unknown> = {}) {
    const response = await post(as, entry(overrides));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Record<string, unknown> & { _id: string };
  }

  function get(as: TestUser | undefined, id: string) {
    return ctx.inject({ method: 'GET', url: `/api/snapshots/${id}`, as });
  }

  return { post, create, get };
}
