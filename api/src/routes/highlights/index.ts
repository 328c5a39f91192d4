import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import feed from './feed.js';
import reads from './reads.js';

/** Lab news under /api/highlights, for everyone: the list, each highlight, and its RSS feed. Admins write it in routes/admin/highlights.ts. */
const highlights: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reads);
  await app.register(feed);
};

export default highlights;
