import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { everyVersionHealth } from '../repository/health.js';
import { loadErrorsSince } from '../repository/load-errors.js';
import { listVersions } from '../repository/versions.js';
import { readReleaseRecords } from '../releases/release-records.js';
import { Data, errors } from '../../schemas/common.js';
import { RemoteStatusSchema } from '../../schemas/remotes.js';
import { toRemoteStatuses } from '../views/remotes.js';
import { HEALTH_WINDOW_MS, healthOfVersions, withVersionHealth } from '../views/remote-health.js';
import { withReleaseFacts } from '../views/remote-release.js';

const DAY_MS = 86_400_000;

/** Every remote with its active version, its history and its failures of the last day: the Remotes page. */
const status: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['remotes'],
        summary:
          'Each remote: the version pages load now, every version (newest first; 1 is the site build) and load failures per version over the last 24 hours, with the health of each version over the same day and its git facts; the rollout under way, the last refused uploads and the automatic rollbacks',
        response: { 200: Data(Type.Array(RemoteStatusSchema)), ...errors(401, 403) },
      },
    },
    async () => {
      const [versions, failures] = await Promise.all([listVersions(app.db), loadErrorsSince(app.db, new Date(Date.now() - DAY_MS))]);
      const health = await everyVersionHealth(app.db, new Date(Date.now() - HEALTH_WINDOW_MS));
      const statuses = withVersionHealth(toRemoteStatuses(app.remoteDirectory, versions, failures), healthOfVersions(health));
      return { data: withReleaseFacts(statuses, { versions, ...(await readReleaseRecords(app.db)) }) };
    },
  );
};

export default status;
