import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import admin from './admin/index.js';
import health from './health.js';
import highlights from './highlights/index.js';
import member from './member/index.js';
import members from './members.js';
import remotes from './remotes/index.js';
import type { RegistryOptions } from './remotes/versions.js';
import snapshotFeed from './snapshot-feed.js';
import tokens from './tokens.js';
import users from './users/index.js';

/**
 * Every API route, under /api. A folder is who may call its routes: the files here and in
 * users/, highlights/ and remotes/ answer anyone (or guard themselves with a token), member/
 * answers logged-in members and admin/ admins, each behind its folder's one guard.
 */
const api: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  await app.register(users, { prefix: '/users' });
  await app.register(tokens, { prefix: '/tokens' });
  await app.register(members, { prefix: '/members' });
  await app.register(snapshotFeed, { prefix: '/snapshots' });
  await app.register(highlights, { prefix: '/highlights' });
  await app.register(health, { prefix: '/health' });
  await app.register(remotes, { prefix: '/remotes', webRoot: options.webRoot, remoteHosts: options.remoteHosts });
  await app.register(member);
  await app.register(admin, { webRoot: options.webRoot });
};

export default api;
