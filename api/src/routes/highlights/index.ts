import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import admin from './admin.js';
import feed from './feed.js';
import reads from './reads.js';

/** Lab news under /api/highlights: everyone reads it (and its RSS feed); admins write it, guarded in admin.ts. */
const highlights: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reads);
  await app.register(feed);
  await app.register(admin);
};

export default highlights;
