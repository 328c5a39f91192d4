import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hitRateLimit } from '../../repositories/rate-limits.js';
import { addLoadError } from '../repository/load-errors.js';
import { BUILT_VERSION, findVersion } from '../repository/versions.js';
import { errors } from '../../schemas/common.js';
import { LoadErrorBody, RemoteParams } from '../../schemas/remotes.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';

/** Reports one address may send in REPORT_WINDOW_S: enough for a visitor's retries, not to fill the table. */
export const REPORTS_PER_ADDRESS = 20;
const REPORT_WINDOW_S = 10 * 60;

/**
 * Where the shell reports a remote that failed to load or threw while drawing, so the team and
 * the admins see a version failing in visitors' browsers. No session is read and nothing about the
 * visitor is kept (the version, the kind, the error's message); each address is limited.
 */
const loadErrors: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:name/load-errors',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        tags: ['remotes'],
        summary: `A visitor's browser reports that a version of a remote failed to load or to draw (no session needed; ${REPORTS_PER_ADDRESS} reports per address per ${REPORT_WINDOW_S / 60} minutes)`,
        params: RemoteParams,
        body: LoadErrorBody,
        response: { 204: { type: 'null', description: 'Recorded' }, ...errors(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isRemotePackage(name)) return noSuchRemote(reply, name);
      const { count } = await hitRateLimit(app.db, `load-errors:${request.ip}`, REPORT_WINDOW_S);
      if (count > REPORTS_PER_ADDRESS) {
        return reply.code(429).send({ statusCode: 429, error: 'Too Many Requests', message: 'Too many reports from this address: try again later.' });
      }
      const { version, kind, message } = request.body;
      if (version !== BUILT_VERSION && !(await findVersion(app.db, name, version))) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `${name} has no version ${version}.` });
      }
      await addLoadError(app.db, { remote: name, version, kind, message });
      // Counted into the version's health too, which an automatic rollback reads.
      app.remoteHealth.clientFailure({ remote: name, version, kind });
      return reply.code(204).send(null);
    },
  );
};

export default loadErrors;
