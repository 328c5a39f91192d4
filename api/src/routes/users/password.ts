import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeAccess } from '../../repositories/access.js';
import { setPasswordHash } from '../../repositories/users.js';
import { errors, MessageReply } from '../../schemas/common.js';
import { PasswordChangeBody } from '../../schemas/users.js';
import { audit } from '../../services/audit.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { beforePasswordCheck, passwordCheckSucceeded } from '../../services/throttle.js';

const password: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/changePassword',
    {
      config: { access: 'member', invalidates: [] },
      schema: {
        tags: ['users'],
        summary: 'Change your password; your other sessions and your calendar feed link end',
        body: PasswordChangeBody,
        response: { 200: MessageReply, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      // Guessing the current password through a stolen session counts like guessing at login from that address.
      await beforePasswordCheck(app.db, app.limits, request.ip, me.username);
      if (!(await verifyPassword(me.passwordHash, request.body.currentPassword))) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Current password was incorrect' });
      }
      await passwordCheckSucceeded(app.db, request.ip, me.username);
      const passwordHash = await hashPassword(request.body.newPassword);
      // Together or not at all: a crash in between must not leave a stolen session or feed link alive after the change.
      await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, me.id, passwordHash);
        await revokeAccess(tx, me.id, { keepSession: request.sessionToken! });
        const summary = `${me.username} changed their password; their other sessions and calendar feed link ended`;
        await audit(tx, me, 'password.changed', { targetId: me.id, summary, fields: ['password'] });
      });
      return { message: 'Password changed' };
    },
  );
};

export default password;
