import assert from 'node:assert/strict';
import { addAttachments } from '../repositories/attachments.js';
import { insertHighlight } from '../repositories/highlights.js';
import { insertResource } from '../repositories/resources.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import type { TestContext, TestUser } from './test-context.js';

// Valid bodies and records of the owner, apart from the calls (authorization-calls.ts) to keep each file short.

export const snapshotBody = {
  title: 'Pilot session',
  project: 'NOVA',
  categories: ['Progress'],
  descriptions: ['Ran six pilot participants.'],
  hyperlinks: [],
  contributors: [],
  date: '2026-03-01T12:00:00.000Z',
};
export const resourceBody = {
  title: 'PsychoPy primer',
  description: '',
  category: { main: 'COGS 402', sub: '' },
  author: 'Lab',
  resource_link: 'https://www.psychopy.org/',
};
export const highlightBody = {
  title: 'Talk at VSS',
  project: 'NOVA',
  date: '2026-05-20T00:00:00.000Z',
  description: 'A talk.',
  author: 'Lab',
  paragraph1: 'We presented.',
};

export const snapshotOf = async (ctx: TestContext, owner: TestUser) =>
  (await insertSnapshot(ctx.database.db, {
    ...snapshotBody,
    date: new Date(snapshotBody.date),
    author: owner.user.username,
    createdBy: owner.user.id,
  })).id;
export const resourceOf = async (ctx: TestContext, owner: TestUser) =>
  (await insertResource(ctx.database.db, {
    title: 'R',
    description: '',
    categoryMain: 'COGS 402',
    categorySub: '',
    author: 'A',
    resourceLink: 'https://x.org',
    createdBy: owner.user.id,
  })).id;
export const highlightId = async (ctx: TestContext) =>
  (await insertHighlight(ctx.database.db, {
    ...highlightBody,
    date: new Date(highlightBody.date),
    paragraphs: ['p'],
    imageId: null,
    createdBy: null,
  })).id;

export const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
export const attachmentOf = async (ctx: TestContext, owner: TestUser) => {
  const resourceId = await resourceOf(ctx, owner);
  const saved = await addAttachments(ctx.database.db, resourceId, [{ fileName: 'a.pdf', mimeType: 'application/pdf', content: PDF }], {
    limit: 2,
    createdBy: owner.user.id,
  });
  assert.ok(Array.isArray(saved));
  return `/api/resources/${resourceId}/attachments/${saved[0]!.id}`;
};
