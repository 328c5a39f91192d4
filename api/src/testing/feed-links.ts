import assert from 'node:assert/strict';
import type { TestContext, TestUser } from './test-context.js';

/** A member's calendar feed link, got (GET) or replaced (POST) on `ctx`'s app. */
export async function feedUrl(ctx: TestContext, as: TestUser, method: 'GET' | 'POST' = 'GET', headers: Record<string, string> = {}) {
  const response = await ctx.inject({ method, url: '/api/snapshots/feed-token', as, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { url: string; createdAt: string };
}

/** The feed at a link the API handed out, fetched as a calendar app would: no cookie. */
export function fetchFeed(ctx: TestContext, url: string) {
  const { pathname, search } = new URL(url);
  return ctx.inject({ method: 'GET', url: `${pathname}${search}` });
}
