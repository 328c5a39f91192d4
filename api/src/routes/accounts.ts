import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserById, listUsers } from '../repositories/users.js';
import { AccountSummarySchema, AccountUpdateBody, ResetLinkSchema } from '../schemas/admin.js';
import { Data, errors, IdParams } from '../schemas/common.js';
import { changeAccount, LAST_ADMIN } from '../services/accounts.js';
import { createResetLink } from '../services/password-resets.js';
import { toAccountSummary } from '../views/accounts.js';

const tags = ['admin'];
export const MEMBER_NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Member not found' };
export const DEACTIVATED = 'This account is deactivated. Reactivate it first.';

/** Every account, for the admins' Members & roles page: roles and who may log in. */
const accounts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every account (demo members included), by last name, first name and username',
        response: { 200: Data(Type.Array(AccountSummarySchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: (await listUsers(app.db)).map(toAccountSummary) }),
  );

  app.patch(
    '/:id',
    {
      // Who is admin or active shows in no cached reply; sessions are dropped by every write anyway.
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: "Grant or revoke admin, deactivate or reactivate an account (deactivating ends its sessions and calendar link at once)",
        params: IdParams,
        body: AccountUpdateBody,
        response: { 200: Data(AccountSummarySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      // Unknown fields are dropped before this, as everywhere in the API: a body of nothing else changes nothing.
      if (request.body.isAdmin === undefined && request.body.isActive === undefined) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'body must have isAdmin or isActive' });
      }
      const outcome = await changeAccount(app.db, request.user, request.params.id, request.body);
      if (outcome === 'not-found') return reply.code(404).send(MEMBER_NOT_FOUND);
      if (outcome === 'last-admin') return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: LAST_ADMIN });
      return { data: toAccountSummary(outcome.after) };
    },
  );

  app.post(
    '/:id/reset-link',
    {
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: 'A one-time link to set a new password, shown in this reply only: valid 24 hours, it replaces earlier unused links',
        params: IdParams,
        response: { 200: Data(ResetLinkSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) return reply.code(404).send(MEMBER_NOT_FOUND);
      if (!user.isActive) return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: DEACTIVATED });
      const link = await createResetLink(app.db, app.siteUrl, user, request.user!);
      return { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
  );
};

export default accounts;
