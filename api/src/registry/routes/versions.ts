import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { readMultipartForm, type FormShape } from '../../validation/multipart-form.js';
import { MAX_BUNDLE_BYTES } from '../bundles/bundle-archive.js';
import { KEPT_REFUSALS, recordRefusal } from '../repository/refusals.js';
import { deployBundle, deployHosted } from '../releases/deploys.js';
import { Data, errors } from '../../schemas/common.js';
import { HostedVersionBody, RefusalReply, RemoteParams, VersionStateSchema } from '../../schemas/remotes.js';
import { refuse } from './refusal-reply.js';

const tags = ['remotes'];
const MB = 1024 * 1024;

/**
 * The bundle's form, read with the bundle's own limit; an archive over it is one of the version's problems, not a bare 413.
 * Its git facts are text fields beside it, `gitDirty` a yes/no.
 */
const BUNDLE_FORM: FormShape = { files: ['bundle'], maxFileBytes: MAX_BUNDLE_BYTES, booleanFields: ['gitDirty'] };
async function readVersionForm(request: FastifyRequest) {
  try {
    await readMultipartForm(request);
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

export interface RegistryOptions {
  webRoot: string;
  /** REMOTE_HOSTS: hosts a hosted version may be fetched from though their address is private. */
  remoteHosts: readonly string[];
}

/**
 * A team uploads a version with its deploy token: stored, not active, with who sent it and the
 * git facts the deploy command read. A refused one is kept too, with its problems, for its team.
 */
const versions: FastifyPluginAsyncTypebox<RegistryOptions> = async (app, options) => {
  app.decorateRequest('bundleTooLarge', false);

  app.post(
    '/:name/versions',
    {
      config: { access: 'deploy-token', invalidates: [], form: BUNDLE_FORM },
      preValidation: readVersionForm,
      schema: {
        tags,
        summary: `A new version, not active yet: the built dist/ as a .tar.gz in the multipart field "bundle" (at most ${MAX_BUNDLE_BYTES / MB} MB), or {"manifestUrl"} of an mf-manifest.json hosted elsewhere, whose files are fetched now and stored as a bundle is; beside either, gitCommit, gitBranch, gitAuthor and gitDirty of its source. Every problem found is listed, and the last ${KEPT_REFUSALS} refusals are kept.`,
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
      const { manifestUrl, ...git } = request.body;
      const refused = async (problems: string[]) => {
        await app.db.transaction((tx: Db) => recordRefusal(tx, { remote: name, by: deployer.label, problems }));
        return refuse(reply, problems);
      };
      if (request.bundleTooLarge) return refused([`The bundle is larger than ${MAX_BUNDLE_BYTES / MB} MB, the most accepted.`]);
      if (bundle && manifestUrl) return refused(['Send either a bundle or a manifestUrl, not both.']);
      if (!bundle && !manifestUrl) return refused(['Send the built dist/ as a .tar.gz in the field "bundle", or {"manifestUrl": "https://…/mf-manifest.json"}.']);
      const origin = { deployedBy: deployer.label, ...git };
      const outcome = bundle
        ? await deployBundle(app, options.webRoot, name, bundle, deployer.actor, origin)
        : await deployHosted(app, options.webRoot, name, manifestUrl!, options.remoteHosts, deployer.actor, origin);
      if ('problems' in outcome) return refused(outcome.problems);
      return reply.code(201).send({ data: { version: outcome.version, active: false } });
    },
  );
};

export default versions;
