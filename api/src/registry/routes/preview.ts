import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PREVIEW_FOR_MS } from '../repository/previews.js';
import { previewVersion } from '../releases/previews.js';
import { Data, EmptyBody, errors } from '../../schemas/common.js';
import { noBodyAsEmpty } from '../../validation/optional-body.js';
import { PreviewSchema, RefusalReply, VersionParams } from '../../schemas/remotes.js';
import { noSuchVersion, refuse } from './refusal-reply.js';

/**
 * A link that shows one deployed version to whoever opens it, before any visitor gets it. Every
 * instance rereads its registry (registryChanged) before this answers, so the link works on any of them.
 */
const preview: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:name/versions/:version/preview',
    {
      config: { access: 'deploy-token', invalidates: [] },
      preValidation: noBodyAsEmpty,
      schema: {
        tags: ['remotes'],
        summary: `A preview link of a deployed version (2 and up), working for ${PREVIEW_FOR_MS / 3_600_000} hours for whoever opens it; other visitors keep the active version`,
        params: VersionParams,
        body: EmptyBody,
        response: { 201: Data(PreviewSchema), 400: RefusalReply, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, version } = request.params;
      const outcome = await previewVersion(app, name, version, request.deployer!.actor);
      if (outcome === 'no-such-version') return noSuchVersion(reply, name, version);
      if ('problems' in outcome) return refuse(reply, outcome.problems);
      await app.registryChanged();
      return reply.code(201).send({ data: { url: outcome.url, expiresAt: outcome.expiresAt.toISOString() } });
    },
  );
};

export default preview;
