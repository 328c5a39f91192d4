import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import audit from './audit.js';
import deployTokens from './deploy-tokens.js';
import highlights from './highlights.js';
import remoteDiff, { type RemoteDiffOptions } from './remote-diff.js';
import remoteStatus from './remote-status.js';
import signupTokens from './signup-tokens.js';
import teams from './teams.js';
import accounts from './users.js';

/**
 * Every route for admins only, each under its resource's path. The guard is here, once for the
 * whole folder (as fastify/demo's autohooks do), so a route added to it cannot forget it.
 */
const admin: FastifyPluginAsyncTypebox<RemoteDiffOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(accounts, { prefix: '/admin/users' });
  await app.register(audit, { prefix: '/admin/audit' });
  await app.register(teams, { prefix: '/teams' });
  await app.register(signupTokens, { prefix: '/signup-tokens' });
  await app.register(highlights, { prefix: '/highlights' });
  await app.register(remoteStatus, { prefix: '/remotes' });
  await app.register(remoteDiff, { prefix: '/remotes', webRoot: options.webRoot });
  await app.register(deployTokens, { prefix: '/remotes' });
};

export default admin;
