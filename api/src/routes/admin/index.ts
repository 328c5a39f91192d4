import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import audit from './audit.js';
import accounts from './users.js';

/**
 * The admins' tools under /api/admin. The guard is here, once for the whole folder (as
 * fastify/demo's autohooks do), so a route added to it cannot forget it.
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(accounts, { prefix: '/users' });
  await app.register(audit, { prefix: '/audit' });
};

export default admin;
