import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import attachments from './attachments.js';
import feedLinks from './feed-links.js';
import password from './password.js';
import profile from './profile.js';
import resources from './resources.js';
import snapshots from './snapshots.js';

/**
 * Every route for logged-in members, each under its resource's path. The guard is here, once for
 * the whole folder (as fastify/demo's autohooks do), so a route added to it cannot forget it.
 */
const member: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireMember);
  await app.register(profile, { prefix: '/users' });
  await app.register(password, { prefix: '/users' });
  await app.register(snapshots, { prefix: '/snapshots' });
  await app.register(feedLinks, { prefix: '/snapshots' });
  await app.register(resources, { prefix: '/resources' });
  await app.register(attachments, { prefix: '/resources' });
};

export default member;
