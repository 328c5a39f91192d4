import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deploys from './deploys.js';
import health from './health.js';
import loadErrors from './load-errors.js';
import type { RegistryOptions } from './versions.js';

/**
 * The remote registry under /api/remotes, outside the admin folder: a remote's versions are
 * guarded by its deploy token (or an admin), and browsers report load errors without logging in.
 * Admins' list and tokens are in routes/admin/.
 */
const remotes: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  await app.register(deploys, { webRoot: options.webRoot, remoteHosts: options.remoteHosts });
  await app.register(loadErrors);
  await app.register(health);
};

export default remotes;
