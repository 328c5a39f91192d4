import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findSnapshot, listSnapshots, snapshotFilterValues } from '../../repositories/snapshots.js';
import { Data, errors, IdParams, NotModified } from '../../schemas/common.js';
import { SnapshotFiltersReply, SnapshotSchema } from '../../schemas/snapshots.js';
import { toSnapshot } from '../../views/content.js';
import { NOT_FOUND, tags } from './common.js';

/** The lab's activity timeline, as members read it: every entry, the filters in use, one entry. */
const reads: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'member', cache: ['snapshots'] },
      schema: {
        tags,
        summary: 'Every timeline entry, newest first',
        response: { 200: Data(Type.Array(SnapshotSchema)), 304: NotModified, ...errors(401) },
      },
    },
    async () => ({ data: (await listSnapshots(app.db)).map(toSnapshot) }),
  );

  app.get(
    '/filters',
    {
      config: { access: 'member', cache: ['snapshots'] },
      schema: { tags, summary: 'Authors, projects and categories in use', response: { 200: SnapshotFiltersReply, 304: NotModified, ...errors(401) } },
    },
    async () => ({ filters: await snapshotFilterValues(app.db) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'member', cache: ['snapshots'] },
      schema: { tags, summary: 'One entry', params: IdParams, response: { 200: Data(SnapshotSchema), 304: NotModified, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const row = await findSnapshot(app.db, request.params.id);
      return row ? { data: toSnapshot(row) } : reply.code(404).send(NOT_FOUND);
    },
  );
};

export default reads;
