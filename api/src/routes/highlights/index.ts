import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import feed from './feed.js';
import reads from './reads.js';
import writes from './writes.js';

/** Lab news under /api/highlights: the list, each highlight and its RSS feed, for everyone; admins write it. */
const highlights: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reads);
  await app.register(feed);
  await app.register(writes);
};

export default highlights;
