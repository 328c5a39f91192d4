import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import activation from './activation.js';
import health from './health.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';
import preview from './preview.js';
import status from './status.js';
import versions, { type RegistryOptions } from './versions.js';

/**
 * What a team's deploy command calls, with its remote's token (or an admin's session): upload a
 * version, preview it, roll it out or activate it, roll back, read the remote's status and a
 * version's health. A remote the site does not have is a 404, once the caller is known.
 */
const deploys: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  app.addHook('preHandler', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isRemotePackage(name)) return noSuchRemote(reply, name);
  });
  await app.register(versions, options);
  await app.register(activation);
  await app.register(preview);
  await app.register(status);
  await app.register(health);
};

export default deploys;
