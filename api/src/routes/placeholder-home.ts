import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** Until the front end is built and served, `/` says where things stand. */
const placeholderHome: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { hide: true, response: { 200: Type.String() } } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('The lab portal API is running. The website arrives with the front-end packages; the API is documented at /api/docs.\n'),
  );
};

export default placeholderHome;
