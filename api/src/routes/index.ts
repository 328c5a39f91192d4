import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import admin from './admin/index.js';
import attachments from './attachments.js';
import health from './health.js';
import highlights from './highlights/index.js';
import members from './members.js';
import remotes from './remotes/index.js';
import resources from './resources.js';
import signupTokens from './signup-tokens.js';
import snapshotFeed from './snapshot-feed.js';
import snapshots from './snapshots.js';
import teams from './teams.js';
import tokens from './tokens.js';
import users from './users/index.js';

/** Every API route, under /api. */
const api: FastifyPluginAsyncTypebox<{ webRoot: string }> = async (app, options) => {
  await app.register(users, { prefix: '/users' });
  await app.register(tokens, { prefix: '/tokens' });
  await app.register(members, { prefix: '/members' });
  await app.register(teams, { prefix: '/teams' });
  await app.register(snapshots, { prefix: '/snapshots' });
  await app.register(snapshotFeed, { prefix: '/snapshots' });
  await app.register(resources, { prefix: '/resources' });
  await app.register(attachments, { prefix: '/resources' });
  await app.register(highlights, { prefix: '/highlights' });
  await app.register(signupTokens, { prefix: '/signup-tokens' });
  await app.register(health, { prefix: '/health' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(remotes, { prefix: '/remotes', webRoot: options.webRoot });
};

export default api;
