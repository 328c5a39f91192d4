import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { activateVersion, rollBack, type Activation } from '../releases/activations.js';
import { rollOut } from '../releases/rollouts.js';
import { Data, EmptyBody, errors } from '../../schemas/common.js';
import { noBodyAsEmpty } from '../../validation/optional-body.js';
import { ActivateBody, RefusalReply, RemoteParams, RolloutBody, RolloutStateSchema, VersionStateSchema } from '../../schemas/remotes.js';
import { requireActivator } from '../deployer.js';
import { noSuchVersion, refuse } from './refusal-reply.js';

const tags = ['remotes'];

/** Answers an activation or rollback as the registry's contract has it, once every instance has followed a done one. */
async function answer(reply: FastifyReply, name: string, outcome: Activation, version?: number) {
  if (outcome === 'no-such-version') return noSuchVersion(reply, name, version);
  if (outcome === 'nothing-to-roll-back') return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: `${name} has no earlier version to roll back to.` });
  if ('problems' in outcome) return refuse(reply, outcome.problems);
  await reply.server.registryChanged();
  return reply.send({ data: { version: outcome.version, active: true } });
}

/**
 * Bringing a version to visitors: to a share of them (rollout), to all (activate), or back to the
 * one before (rollback). Each tells every API instance (registryChanged) and is answered once each
 * has its new routes: the next page load anywhere uses the new version. Rolling out and activating
 * are an admin's, or a token's an admin allowed; rolling back is any deployer's.
 */
const activation: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:name/activate',
    {
      config: { access: 'deploy-token', invalidates: [] },
      preHandler: requireActivator,
      schema: {
        tags,
        summary: "Makes a version the one pages load, on every API instance, with no restart (1 is the site's own build); ends any rollout. An admin's, or a deploy token's made with mayActivate",
        params: RemoteParams,
        body: ActivateBody,
        response: { 200: Data(VersionStateSchema), 400: RefusalReply, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const outcome = await activateVersion(app, name, request.body.version, request.deployer!.actor);
      return answer(reply, name, outcome, request.body.version);
    },
  );

  app.post(
    '/:name/rollout',
    {
      config: { access: 'deploy-token', invalidates: [] },
      preHandler: requireActivator,
      schema: {
        tags,
        summary:
          "Gives a deployed version (2 and up) to a share of visitors (percent, 1 to 100), the others keeping the active one; 100 activates it. Refused where activating it would be. An admin's, or a deploy token's made with mayActivate",
        params: RemoteParams,
        body: RolloutBody,
        response: { 200: Data(RolloutStateSchema), 400: RefusalReply, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { version, percent } = request.body;
      const outcome = await rollOut(app, name, version, percent, request.deployer!.actor);
      if (outcome === 'no-such-version') return noSuchVersion(reply, name, version);
      if ('problems' in outcome) return refuse(reply, outcome.problems);
      await app.registryChanged();
      return reply.send({ data: outcome });
    },
  );

  app.post(
    '/:name/rollback',
    {
      config: { access: 'deploy-token', invalidates: [] },
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        summary: 'Goes back to the version active before the current one, ending any rollout: any deploy token of the remote may, as going back is always safe',
        params: RemoteParams,
        body: EmptyBody,
        response: { 200: Data(VersionStateSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => answer(reply, request.params.name, await rollBack(app, request.params.name, request.deployer!.actor)),
  );
};

export default activation;
