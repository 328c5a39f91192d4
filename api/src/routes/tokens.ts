import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../schemas/common.js';
import { AuthReply } from '../schemas/users.js';
import { NOT_LOGGED_IN } from '../plugins/session.js';
import { toAuthData } from '../views/users.js';

const tokens: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/access_token',
    {
      schema: {
        tags: ['users'],
        summary: 'The session check the site makes on start',
        response: { 200: AuthReply, ...errors(401) },
      },
    },
    async (request, reply) => {
      if (!request.user) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: NOT_LOGGED_IN });
      }
      return { data: toAuthData(request.user), message: 'Authentication successful' };
    },
  );
};

export default tokens;
