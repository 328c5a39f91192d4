import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OPTIONAL_SESSION } from '../schemas/common.js';
import { AuthData } from '../schemas/users.js';
import { toAuthData } from '../views/users.js';

/**
 * `data` is null for a visitor: not being logged in is an answer, not an error, and a 401 on
 * every first visit would fill browsers' consoles with failed requests.
 */
const SessionReply = Type.Object({ data: Type.Union([AuthData, Type.Null()]), message: Type.String() });

const tokens: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/access_token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'The session check the site makes on start',
        security: OPTIONAL_SESSION,
        response: { 200: SessionReply },
      },
    },
    async (request) => {
      if (!request.user) return { data: null, message: 'Not logged in' };
      return { data: toAuthData(request.user), message: 'Authentication successful' };
    },
  );
};

export default tokens;
