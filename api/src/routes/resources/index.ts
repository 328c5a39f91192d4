import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import attachments from './attachments.js';
import resources from './resources.js';

/** The members' shared resources under /api/resources, each with its attached files. */
const resourcesAndFiles: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(resources);
  await app.register(attachments);
};

export default resourcesAndFiles;
