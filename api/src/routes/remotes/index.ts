import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deployTokens from './deploy-tokens.js';
import loadErrors from './load-errors.js';
import status from './status.js';
import versions from './versions.js';

/**
 * The remote registry under /api/remotes. Each part brings its guard for all its routes: admins
 * for the list and the tokens, a remote's token (or an admin) for its versions, nobody for the
 * browsers' load-error reports.
 */
const remotes: FastifyPluginAsyncTypebox<{ webRoot: string }> = async (app, options) => {
  await app.register(status);
  await app.register(deployTokens);
  await app.register(versions, { webRoot: options.webRoot });
  await app.register(loadErrors);
};

export default remotes;
