import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import activation from './activation.js';
import { requireDeployer } from './deployer.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';
import preview from './preview.js';
import status from './status.js';
import versions, { type RegistryOptions } from './versions.js';

/**
 * What a team's deploy command calls, with its remote's token (or an admin's session), guarded
 * here once for all of it: upload a version, preview it, roll it out or activate it, roll back,
 * read the remote's status. A remote the site does not have is a 404.
 */
const deploys: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  app.decorateRequest('deployer', null);
  app.addHook('onRequest', requireDeployer);
  app.addHook('preHandler', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isRemotePackage(name)) return noSuchRemote(reply, name);
  });
  await app.register(versions, options);
  await app.register(activation, { webRoot: options.webRoot });
  await app.register(preview);
  await app.register(status);
};

export default deploys;
