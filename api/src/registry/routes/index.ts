import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deployTokens from './deploy-tokens.js';
import deploys from './deploys.js';
import diff from './diff.js';
import list from './list.js';
import loadErrors from './load-errors.js';
import type { RegistryOptions } from './versions.js';

/**
 * The remote registry's routes, under /api/remotes: what a team's deploy command calls, what
 * admins read and do on the Remotes page (the list, a version's diff, deploy tokens), and where
 * visitors' browsers report a version that failed. Each route says who may call it (config.access).
 */
const registryRoutes: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  await app.register(list);
  await app.register(deploys, { webRoot: options.webRoot, remoteHosts: options.remoteHosts });
  await app.register(diff, { webRoot: options.webRoot });
  await app.register(deployTokens);
  await app.register(loadErrors);
};

export default registryRoutes;
