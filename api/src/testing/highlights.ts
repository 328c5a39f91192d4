import assert from 'node:assert/strict';
import sharp from 'sharp';
import { multipart as form } from './multipart.js';
import type { TestContext, TestUser } from './test-context.js';

/** A small real PNG; two colours make two pictures that differ. */
export const png = (background = '#3366cc') => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();

export function highlightBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'NOVA wins a grant',
    project: 'NOVA',
    date: '2024-03-01T00:00:00.000Z',
    description: 'Funding for three more years.',
    author: 'Lab Admin',
    paragraph1: 'First paragraph.',
    paragraph2: 'Second paragraph.',
    ...overrides,
  };
}

/** A multipart body of text fields plus an optional `image` file. */
export function multipart(fields: Record<string, string>, image?: Buffer) {
  return form({ ...fields, ...(image ? { image: { file: image, name: 'picture.png' } } : {}) });
}

/** The calls of /api/highlights the highlights tests share, made on `ctx`'s app. */
export function highlightRequests(ctx: TestContext) {
  async function create(as: TestUser, overrides: Record<string, unknown> = {}) {
    const response = await ctx.inject({ method: 'POST', url: '/api/highlights', as, payload: highlightBody(overrides) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  /** POST as a form with a picture: the answer, for the test to check. */
  async function postWithImage(as: TestUser) {
    return ctx.inject({ method: 'POST', url: '/api/highlights', as, ...(await multipart(highlightBody() as Record<string, string>, await png())) });
  }

  async function fetchOne(id: string) {
    return ctx.inject({ method: 'GET', url: `/api/highlights/${id}` });
  }

  return { create, postWithImage, fetchOne };
}
