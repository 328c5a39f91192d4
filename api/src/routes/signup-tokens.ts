import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SIGNUP_POSITIONS } from '../domain/positions.js';
import { listSignupTokens, rotateSignupToken } from '../repositories/signup-tokens.js';
import { Data, errors } from '../schemas/common.js';
import { RotatedTokenReply, SignupTokenSchema, TokenKeyParams } from '../schemas/signup-tokens.js';
import { audit } from '../services/audit.js';

const tags = ['signup tokens'];

/** Sign-up tokens, for the lab's admins: when each was made and last used, and rotation. */
const signupTokens: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The tokens, never their secrets',
        response: { 200: Data(Type.Array(SignupTokenSchema)), ...errors(401, 403) },
      },
    },
    async () => {
      const rows = await listSignupTokens(app.db);
      return {
        data: rows.map((row) => ({
          tokenKey: row.tokenKey,
          position: SIGNUP_POSITIONS[row.tokenKey as keyof typeof SIGNUP_POSITIONS],
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/:tokenKey/rotate',
    {
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: 'Replace a token; the new one is shown in this reply only, the old one stops working',
        params: TokenKeyParams,
        response: { 200: RotatedTokenReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { tokenKey } = request.params;
      const token = await app.db.transaction(async (tx) => {
        const fresh = await rotateSignupToken(tx, tokenKey);
        const summary = `Replaced the sign-up token for ${SIGNUP_POSITIONS[tokenKey]}; the old one stopped working`;
        await audit(tx, request.user, 'signup-token.rotated', { targetId: tokenKey, summary });
        return fresh;
      });
      return { data: { tokenKey, token } };
    },
  );
};

export default signupTokens;
