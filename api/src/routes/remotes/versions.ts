import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readMultipartForm } from '../../validation/multipart-form.js';
import { MAX_BUNDLE_BYTES } from '../../remotes/bundle-archive.js';
import { activateVersion, rollBack, type Activation } from '../../services/remote-activations.js';
import { deployBundle, deployHosted } from '../../services/remote-deploys.js';
import { Data, errors } from '../../schemas/common.js';
import { ActivateBody, HostedVersionBody, RefusalReply, RemoteParams, VersionStateSchema } from '../../schemas/remotes.js';
import { DEPLOYER, requireDeployer } from './deployer.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';

const tags = ['remotes'];
const MB = 1024 * 1024;

/** A version refused, with every problem found, so a team fixes them all at once. */
function refuse(reply: FastifyReply, problems: string[]) {
  const message = `Version refused: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`;
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, problems });
}

/** The bundle's form, read with the bundle's own limit; an archive over it is one of the version's problems, not a bare 413. */
const readBundleForm = readMultipartForm({ files: ['bundle'], maxFileBytes: MAX_BUNDLE_BYTES });
async function readVersionForm(request: FastifyRequest) {
  try {
    await readBundleForm(request);
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    request.body = {};
    request.bundleTooLarge = true;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    bundleTooLarge: boolean;
  }
}

/** Answers an activation or rollback as the registry's contract has it. */
function answer(reply: FastifyReply, name: string, outcome: Activation, version?: number) {
  if (outcome === 'no-such-version') return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${name} has no version ${version}.` });
  if (outcome === 'nothing-to-roll-back') return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: `${name} has no earlier version to roll back to.` });
  if ('problems' in outcome) return refuse(reply, outcome.problems);
  return reply.send({ data: { version: outcome.version, active: true } });
}

export interface RegistryOptions {
  webRoot: string;
  /** REMOTE_HOSTS: hosts a hosted version may be fetched from though their address is private. */
  remoteHosts: readonly string[];
}

/**
 * What a team's deploy command calls, with its remote's token (or an admin's session): upload a
 * version, activate one, roll back. Activating tells every API instance (`remotes`), and is
 * answered once each has its new routes: the next page load anywhere uses the new version.
 */
const versions: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  app.decorateRequest('deployer', null);
  app.decorateRequest('bundleTooLarge', false);
  app.addHook('onRequest', requireDeployer);
  app.addHook('preHandler', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isRemotePackage(name)) return noSuchRemote(reply, name);
  });

  app.post(
    '/:name/versions',
    {
      config: { invalidates: [] },
      preValidation: readVersionForm,
      schema: {
        tags,
        security: DEPLOYER,
        summary: `A new version, not active yet: the built dist/ as a .tar.gz in the multipart field "bundle" (at most ${MAX_BUNDLE_BYTES / MB} MB), or {"manifestUrl"} of an mf-manifest.json hosted elsewhere, whose files are fetched now and stored as a bundle is. Every problem found is listed.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: RemoteParams,
        body: HostedVersionBody,
        response: { 201: Data(VersionStateSchema), 400: RefusalReply, ...errors(401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const deployer = request.deployer!;
      const bundle = request.uploads.get('bundle');
      const { manifestUrl } = request.body;
      if (request.bundleTooLarge) return refuse(reply, [`The bundle is larger than ${MAX_BUNDLE_BYTES / MB} MB, the most accepted.`]);
      if (bundle && manifestUrl) return refuse(reply, ['Send either a bundle or a manifestUrl, not both.']);
      if (!bundle && !manifestUrl) return refuse(reply, ['Send the built dist/ as a .tar.gz in the field "bundle", or {"manifestUrl": "https://…/mf-manifest.json"}.']);
      const outcome = bundle
        ? await deployBundle(app, options.webRoot, name, bundle, deployer.actor, deployer.label)
        : await deployHosted(app, options.webRoot, name, manifestUrl!, options.remoteHosts, deployer.actor, deployer.label);
      if ('problems' in outcome) return refuse(reply, outcome.problems);
      return reply.code(201).send({ data: { version: outcome.version, active: false } });
    },
  );

  app.post(
    '/:name/activate',
    {
      config: { invalidates: ['remotes'] },
      schema: {
        tags,
        security: DEPLOYER,
        summary: "Makes a version the one pages load, on every API instance, with no restart (1 is the site's own build)",
        params: RemoteParams,
        body: ActivateBody,
        response: { 200: Data(VersionStateSchema), 400: RefusalReply, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const outcome = await activateVersion(app, options.webRoot, name, request.body.version, request.deployer!.actor);
      return answer(reply, name, outcome, request.body.version);
    },
  );

  app.post(
    '/:name/rollback',
    {
      config: { invalidates: ['remotes'] },
      schema: {
        tags,
        security: DEPLOYER,
        summary: 'Goes back to the version active before the current one',
        params: RemoteParams,
        response: { 200: Data(VersionStateSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => answer(reply, request.params.name, await rollBack(app, request.params.name, request.deployer!.actor)),
  );
};

export default versions;
