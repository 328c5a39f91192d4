import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createDeployToken, listDeployTokens, listEveryDeployToken, revokeDeployToken } from '../repository/deploy-tokens.js';
import { isUuid } from '../../repositories/errors.js';
import { audit, tokenLabel } from '../../services/audit.js';
import { Data, errors } from '../../schemas/common.js';
import { DeployTokenParams, DeployTokenSchema, NewDeployTokenBody, NewDeployTokenSchema, RemoteDeployTokensSchema, RemoteParams } from '../../schemas/remotes.js';
import { toDeployToken } from '../views/remotes.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';
import { REMOTE_PACKAGES } from '../../config.js';
import { noBodyAsEmpty } from '../../validation/optional-body.js';

const tags = ['remotes'];

/** Admins make, list and revoke each remote's deploy tokens; a token is shown once, when made. */
const deployTokens: FastifyPluginAsyncTypebox = async (app) => {

  app.post(
    '/:name/deploy-tokens',
    {
      config: { access: 'admin', invalidates: [] },
      // A request with no body at all (the Remotes page's button, older scripts) asks for a token with neither.
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        summary:
          "A new deploy token for this remote, shown in this reply only (only its hash is kept): it uploads, previews and rolls back this remote's versions and reads its status, nothing else; with mayActivate, it also rolls out and activates them. Its label (the team) is shown wherever it acted",
        params: RemoteParams,
        body: NewDeployTokenBody,
        response: { 201: Data(NewDeployTokenSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isRemotePackage(name)) return noSuchRemote(reply, name);
      const rights = { label: request.body.label?.trim() ?? '', mayActivate: request.body.mayActivate ?? false };
      const { row, token } = await app.db.transaction(async (tx) => {
        const made = await createDeployToken(tx, name, request.user!.username, rights);
        const may = rights.mayActivate ? ', which may also roll out and activate versions' : '';
        await audit(tx, request.user, 'deploy-token.created', { targetId: made.row.id, summary: `Made ${tokenLabel(made.row.id, rights.label)} for ${name}${may}` });
        return made;
      });
      return reply.code(201).send({ data: { id: row.id, token, createdAt: row.createdAt.toISOString() } });
    },
  );

  app.get(
    '/deploy-tokens',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Every remote's deploy tokens, each remote's newest first, revoked ones included (never the tokens themselves): what the Remotes page is drawn with",
        response: { 200: Data(Type.Array(RemoteDeployTokensSchema)), ...errors(401, 403) },
      },
    },
    async () => {
      const rows = await listEveryDeployToken(app.db);
      return { data: REMOTE_PACKAGES.map((remote) => ({ remote, tokens: rows.filter((row) => row.remote === remote).map(toDeployToken) })) };
    },
  );

  app.get(
    '/:name/deploy-tokens',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "This remote's deploy tokens, newest first, revoked ones included (never the tokens themselves)",
        params: RemoteParams,
        response: { 200: Data(Type.Array(DeployTokenSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isRemotePackage(name)) return noSuchRemote(reply, name);
      return { data: (await listDeployTokens(app.db, name)).map(toDeployToken) };
    },
  );

  app.delete(
    '/:name/deploy-tokens/:id',
    {
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: 'Revokes a deploy token at once (it stays listed, revoked)',
        params: DeployTokenParams,
        response: { 200: Data(DeployTokenSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      if (!isRemotePackage(name)) return noSuchRemote(reply, name);
      const revoked = isUuid(id)
        ? await app.db.transaction(async (tx) => {
            const outcome = await revokeDeployToken(tx, name, id);
            if (outcome?.now) await audit(tx, request.user, 'deploy-token.revoked', { targetId: id, summary: `Revoked ${tokenLabel(id, outcome.row.label)} of ${name}` });
            return outcome?.row;
          })
        : undefined;
      if (!revoked) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${name} has no deploy token with that id.` });
      return { data: toDeployToken(revoked) };
    },
  );
};

export default deployTokens;
