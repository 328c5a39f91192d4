import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { access: 'public', public: true }, schema: { tags: ['health'], summary: 'Up, and the database answers', response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok', database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
      }
    },
  );
};

export default health;
