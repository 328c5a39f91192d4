import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserById, findUserForUpdate, listUsers, updateUser } from '../repositories/users.js';
import { Data, errors, IdParams } from '../schemas/common.js';
import { MemberSchema } from '../schemas/members.js';
import { TeamsQuery, TeamUpdateBody } from '../schemas/teams.js';
import { audit, changedFields, withFields } from '../services/audit.js';
import { toMember } from '../views/users.js';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Member not found' };

/** Team rosters, for the lab's admins (Edit Teams). */
const teams: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['teams'],
        summary: 'Members of a project (any case), optionally only alumni or only active members',
        querystring: TeamsQuery,
        response: { 200: Data(Type.Array(MemberSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const users = await listUsers(app.db, request.query);
      return { data: users.map((user) => toMember(user, true)) };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['teams'],
        summary: 'One member',
        params: IdParams,
        response: { 200: Data(MemberSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) return reply.code(404).send(notFound);
      return { data: toMember(user, true) };
    },
  );

  app.put(
    '/',
    {
      config: { access: 'admin', invalidates: ['members'] },
      schema: {
        tags: ['teams'],
        summary: "Change a member's positions and alumni flag",
        body: TeamUpdateBody,
        response: { 200: Data(MemberSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { _id, positions, isAlumni } = request.body;
      const user = await app.db.transaction(async (tx) => {
        const before = await findUserForUpdate(tx, _id);
        if (!before) return undefined;
        const after = (await updateUser(tx, before.id, { positions, isAlumni }))!;
        const changed = changedFields({ positions: before.positions, isAlumni: before.isAlumni }, { positions: after.positions, isAlumni: after.isAlumni });
        const summary = withFields(`Updated the team roles of ${after.username}`, changed);
        await audit(tx, request.user, 'team.updated', { targetId: after.id, summary, fields: changed });
        return after;
      });
      if (!user) return reply.code(404).send(notFound);
      return { data: toMember(user, true) };
    },
  );
};

export default teams;
