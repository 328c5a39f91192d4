import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthSince, reasonsSince } from '../repository/health.js';
import { BUILT_VERSION, findVersion } from '../repository/versions.js';
import { Data, errors } from '../../schemas/common.js';
import { VersionHealthSchema } from '../../schemas/remote-health.js';
import { VersionParams } from '../../schemas/remotes.js';
import { HEALTH_WINDOW_MS, toVersionHealth } from '../views/remote-health.js';

/**
 * How a version fares with visitors, for its team (its deploy token) and the admins: page loads,
 * failures of each kind and why the server could not draw it, over the last 24 hours.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:name/versions/:version/health',
    {
      config: { access: 'deploy-token' },
      schema: {
        tags: ['remotes'],
        summary: `A version's page loads, load failures, render errors and pages the server could not draw (with why) over the last ${HEALTH_WINDOW_MS / 3_600_000} hours, and their failure rate`,
        params: VersionParams,
        response: { 200: Data(VersionHealthSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, version } = request.params;
      if (version !== BUILT_VERSION && !(await findVersion(app.db, name, version))) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${name} has no version ${version}.` });
      }
      const since = new Date(Date.now() - HEALTH_WINDOW_MS);
      const [counts] = await healthSince(app.db, since, { remote: name, version });
      return { data: toVersionHealth(counts, await reasonsSince(app.db, since, { remote: name, version })) };
    },
  );
};

export default health;
