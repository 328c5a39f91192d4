import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserByUsername, setLastLogin } from '../../repositories/users.js';
import { errors, MessageReply, OPTIONAL_SESSION } from '../../schemas/common.js';
import { AuthReply, LoginBody } from '../../schemas/users.js';
import { verifyPassword } from '../../services/passwords.js';
import { beforeLogin, loginFailed, loginSucceeded } from '../../services/throttle.js';
import { toAuthData } from '../../views/users.js';

export const WRONG_LOGIN = 'Incorrect username or password.';

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      // Logging in changes no one's public data: it must not empty the cache.
      config: { access: 'public', invalidates: [] },
      schema: {
        tags: ['users'],
        summary: 'Log in; sets the session cookie (a new one: a session sent along ends)',
        security: OPTIONAL_SESSION,
        body: LoginBody,
        response: { 200: AuthReply, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      await beforeLogin(app.db, app.limits, app.pause, request.ip, username);
      const user = await findUserByUsername(app.db, username.trim());
      // The same answer, after the same work, whether the username exists, is deactivated, or not.
      if (!(await verifyPassword(user?.passwordHash, password)) || !user?.isActive) {
        await loginFailed(app.db, app.limits, username);
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: WRONG_LOGIN });
      }
      await loginSucceeded(app.db, request.ip, username);
      await setLastLogin(app.db, user.id);
      await reply.startSession(user.id);
      return { data: toAuthData(user), message: 'Authentication successful' };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        tags: ['users'],
        summary: 'Log out; ends the session',
        security: OPTIONAL_SESSION,
        response: { 200: MessageReply, ...errors(403) },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { message: 'Successfully logged out' };
    },
  );
};

export default login;
