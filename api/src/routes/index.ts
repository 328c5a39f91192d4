import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import registry from '../registry/routes/index.js';
import type { RegistryOptions } from '../registry/routes/versions.js';
import accounts from './accounts.js';
import audit from './audit.js';
import health from './health.js';
import highlights from './highlights/index.js';
import members from './members.js';
import resources from './resources/index.js';
import signupTokens from './signup-tokens.js';
import teams from './teams.js';
import timeline from './timeline/index.js';
import tokens from './tokens.js';
import users from './users/index.js';

/**
 * Every API route, under /api, one file or folder per resource. Who may call a route is its own
 * `config.access`, which the access plugin applies (plugins/access.ts).
 */
const api: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  await app.register(users, { prefix: '/users' });
  await app.register(accounts, { prefix: '/admin/users' });
  await app.register(audit, { prefix: '/admin/audit' });
  await app.register(tokens, { prefix: '/tokens' });
  await app.register(members, { prefix: '/members' });
  await app.register(teams, { prefix: '/teams' });
  await app.register(signupTokens, { prefix: '/signup-tokens' });
  await app.register(timeline, { prefix: '/snapshots' });
  await app.register(resources, { prefix: '/resources' });
  await app.register(highlights, { prefix: '/highlights' });
  await app.register(health, { prefix: '/health' });
  await app.register(registry, { prefix: '/remotes', webRoot: options.webRoot, remoteHosts: options.remoteHosts });
};

export default api;
