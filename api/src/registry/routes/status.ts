import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listVersions } from '../repository/versions.js';
import { readReleaseRecords } from '../releases/release-records.js';
import { Data, errors } from '../../schemas/common.js';
import { DeployStatusSchema, RemoteParams } from '../../schemas/remotes.js';
import { toDeployStatus } from '../views/deploy-status.js';
import type { RemotePackage } from './known-remotes.js';

/**
 * What a team may read of its own remote with its deploy token: where its versions are, what the
 * site did by itself and what it refused. The deploy command's first call, so a wrong token or
 * portal shows before any archive is sent.
 */
const status: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:name/status',
    {
      config: { access: 'deploy-token' },
      schema: {
        tags: ['remotes'],
        summary: "A remote's active version, its rollout, its versions (newest first; 1 is the site's build) with who deployed each, its git facts and where it is, the site's automatic rollbacks and the last refused uploads",
        params: RemoteParams,
        response: { 200: Data(DeployStatusSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // deploys.ts has answered 404 for a name that is not one of the site's remotes.
      const name = request.params.name as RemotePackage;
      const versions = await listVersions(app.db);
      return { data: toDeployStatus(app.remoteDirectory, name, { versions, ...(await readReleaseRecords(app.db, name)) }) };
    },
  );
};

export default status;
