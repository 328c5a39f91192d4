import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, MessageReply } from '../../schemas/common.js';
import { PasswordResetBody } from '../../schemas/users.js';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, resetPassword } from '../../services/password-resets.js';
import { throttlePasswordReset } from '../../services/throttle.js';

/** A new password through a one-time link an admin made: no session needed, as the member cannot log in. */
const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reset-password',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        tags: ['users'],
        summary: "Set a new password with a reset link's token; every session of the account and its calendar feed link end",
        body: PasswordResetBody,
        response: { 200: MessageReply, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await throttlePasswordReset(app.db, app.limits, request.ip);
      const userId = await resetPassword(app.db, request.body.token, request.body.newPassword);
      if (!userId) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: RESET_LINK_INVALID });
      return { message: PASSWORD_RESET_DONE };
    },
  );
};

export default resetPasswordRoute;
