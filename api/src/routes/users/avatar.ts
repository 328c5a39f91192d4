import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findImage } from '../../repositories/images.js';
import { findUserByUsername } from '../../repositories/users.js';
import { bytes, errors, NotModified } from '../../schemas/common.js';
import { UsernameParams } from '../../schemas/users.js';
import { ImageQuery } from '../../schemas/images.js';
import { sendImage } from '../send-image.js';

const avatar: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:username/avatar',
    {
      config: { access: 'public', public: true },
      schema: {
        tags: ['users'],
        summary: "A member's profile picture (WebP)",
        params: UsernameParams,
        querystring: ImageQuery,
        response: { 200: bytes('The picture', ['image/webp']), 304: NotModified, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const user = await findUserByUsername(app.db, request.params.username);
      const image = user?.avatarId ? await findImage(app.db, user.avatarId) : undefined;
      if (!image) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No profile picture' });
      return sendImage(request, reply, image, request.query.w);
    },
  );
};

export default avatar;
