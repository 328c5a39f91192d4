import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listUsers } from '../repositories/users.js';
import { Data, NotModified, OPTIONAL_SESSION } from '../schemas/common.js';
import { MemberSchema } from '../schemas/members.js';
import { toMember } from '../views/users.js';

const members: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public', cache: ['members'] },
      schema: {
        tags: ['members'],
        summary: 'Every member and alumnus (e-mail addresses for logged-in members only)',
        security: OPTIONAL_SESSION,
        response: { 200: Data(Type.Array(MemberSchema)), 304: NotModified },
      },
    },
    async (request) => {
      const users = await listUsers(app.db);
      return { data: users.map((user) => toMember(user, request.user !== null)) };
    },
  );
};

export default members;
