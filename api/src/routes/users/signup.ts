import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGNUP_POSITIONS } from '../../domain/positions.js';
import { isUniqueViolation } from '../../repositories/errors.js';
import { useSignupToken } from '../../repositories/signup-tokens.js';
import { insertUser } from '../../repositories/users.js';
import { errors } from '../../schemas/common.js';
import { SignupBody, SignupReply } from '../../schemas/users.js';
import { audit } from '../../services/audit.js';
import { hashPassword } from '../../services/passwords.js';
import { throttleSignup } from '../../services/throttle.js';
import { takesReservedName } from '../../services/usernames.js';
import { toAuthData } from '../../views/users.js';

export const SIGNUP_ERRORS = {
  AUTH001: 'That username is taken. Try another one.',
  AUTH002: 'The sign-up token is not valid for that position.',
  AUTH003: 'One or more fields are incorrect or empty.',
} as const;

/** The form title-cases the option value ('co-pilot' → 'Co-pilot'); either spelling is accepted. */
function positionMatchesKey(position: string, key: keyof typeof SIGNUP_POSITIONS): boolean {
  const given = position.trim().toLowerCase();
  return given === key || given === SIGNUP_POSITIONS[key].toLowerCase();
}

const signup: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create',
    {
      config: { access: 'public', invalidates: ['members'] },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Sign up with the token for a position (errCode AUTH001, AUTH002 or AUTH003 on failure)',
        body: SignupBody,
        response: { 200: SignupReply, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const fail = (status: 400 | 403 | 409, errCode: keyof typeof SIGNUP_ERRORS) =>
        reply.code(status).send({ statusCode: status, message: SIGNUP_ERRORS[errCode], errCode });

      await throttleSignup(app.db, app.limits, request.ip);
      const body = request.body;
      if (request.validationError || !positionMatchesKey(body.position, body.tokenKey)) return fail(400, 'AUTH003');
      // The token is checked before the username, so that only token holders learn which names exist.
      if (!(await useSignupToken(app.db, body.tokenKey, body.token))) return fail(403, 'AUTH002');
      if (takesReservedName(app.adminUsername, body.username)) return fail(409, 'AUTH001');

      const passwordHash = await hashPassword(body.password);
      try {
        const position = SIGNUP_POSITIONS[body.tokenKey];
        const user = await app.db.transaction(async (tx) => {
          const created = await insertUser(tx, {
            username: body.username.trim(),
            firstname: body.firstname.trim(),
            lastname: body.lastname.trim(),
            email: body.email.trim(),
            positions: [{ position, project: body.project }],
            passwordHash,
          });
          const summary = `${created.username} signed up as ${position} on ${body.project}`;
          await audit(tx, created, 'user.signed-up', { targetId: created.id, summary });
          return created;
        });
        return { data: toAuthData(user), message: 'Account created. You can log in now.' };
      } catch (error) {
        if (isUniqueViolation(error)) return fail(409, 'AUTH001');
        throw error;
      }
    },
  );
};

export default signup;
