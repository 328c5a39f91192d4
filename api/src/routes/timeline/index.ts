import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import feedIcs from './feed-ics.js';
import feedLink from './feed-link.js';
import reads from './reads.js';
import writes from './writes.js';

/**
 * The lab's activity timeline under /api/snapshots: members read and write its entries and get
 * their personal calendar link; calendar apps read feed.ics with that link's token.
 */
const timeline: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reads);
  await app.register(writes);
  await app.register(feedLink);
  await app.register(feedIcs);
};

export default timeline;
