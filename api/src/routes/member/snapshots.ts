import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  deleteSnapshot,
  findSnapshot,
  insertSnapshot,
  listSnapshots,
  snapshotFilterValues,
  updateSnapshot,
  type SnapshotFields,
  type SnapshotRow,
} from '../../repositories/snapshots.js';
import { Data, errors, IdParams, MessageReply, NotModified, SESSION } from '../../schemas/common.js';
import { SnapshotBody, SnapshotFiltersReply, SnapshotSchema } from '../../schemas/snapshots.js';
import { audit, changedFields, quoted, withFields } from '../../services/audit.js';
import { toSnapshot } from '../../views/content.js';
import { mayChange } from './ownership.js';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Timeline entry not found' };
const tags = ['timeline'];

function fields(body: Static<typeof SnapshotBody>): SnapshotFields {
  const trimmed = (items: string[]) => items.map((item) => item.trim());
  return {
    title: body.title.trim(),
    project: body.project,
    date: new Date(body.date),
    descriptions: trimmed(body.descriptions),
    hyperlinks: body.hyperlinks,
    contributors: trimmed(body.contributors),
    categories: body.categories,
  };
}

/** What a member edits of an entry, by the names the client knows. */
function editable(row: SnapshotRow) {
  const { title, project, date, descriptions, hyperlinks, contributors, categories } = toSnapshot(row);
  return { title, project, date, descriptions, hyperlinks, contributors, categories };
}

/** The lab's activity timeline, for members. */
const snapshots: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/',
    {
      config: { cache: ['snapshots'] },
      schema: {
        tags,
        summary: 'Every timeline entry, newest first',
        security: SESSION,
        response: { 200: Data(Type.Array(SnapshotSchema)), 304: NotModified, ...errors(401) },
      },
    },
    async () => ({ data: (await listSnapshots(app.db)).map(toSnapshot) }),
  );

  app.get(
    '/filters',
    {
      config: { cache: ['snapshots'] },
      schema: { tags, summary: 'Authors, projects and categories in use', security: SESSION, response: { 200: SnapshotFiltersReply, 304: NotModified, ...errors(401) } },
    },
    async () => ({ filters: await snapshotFilterValues(app.db) }),
  );

  app.get(
    '/:id',
    {
      config: { cache: ['snapshots'] },
      schema: { tags, summary: 'One entry', security: SESSION, params: IdParams, response: { 200: Data(SnapshotSchema), 304: NotModified, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const row = await findSnapshot(app.db, request.params.id);
      return row ? { data: toSnapshot(row) } : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/',
    {
      config: { invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Add an entry; its author is the logged-in member',
        security: SESSION,
        body: SnapshotBody,
        response: { 200: Data(SnapshotSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const me = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const created = await insertSnapshot(tx, { ...fields(request.body), author: me.username, createdBy: me.id });
        await audit(tx, me, 'timeline.created', { targetId: created.id, summary: `Added timeline entry ${quoted(created.title)}` });
        return created;
      });
      return { data: toSnapshot(row) };
    },
  );

  app.put(
    '/:id',
    {
      config: { invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Change an entry (its creator or an admin)',
        security: SESSION,
        params: IdParams,
        body: SnapshotBody,
        response: { 200: Data(SnapshotSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findSnapshot(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      if (!mayChange(request.user!, existing.createdBy, reply, 'You do not have permission to change this entry')) return reply;
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateSnapshot(tx, existing.id, fields(request.body));
        if (updated) {
          const changed = changedFields(editable(existing), editable(updated));
          const summary = withFields(`Updated timeline entry ${quoted(updated.title)}`, changed);
          await audit(tx, request.user, 'timeline.updated', { targetId: updated.id, summary, fields: changed });
        }
        return updated;
      });
      return row ? { data: toSnapshot(row) } : reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/:id',
    {
      config: { invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Delete an entry (its creator or an admin)',
        security: SESSION,
        params: IdParams,
        response: { 200: MessageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findSnapshot(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      if (!mayChange(request.user!, existing.createdBy, reply, 'You do not have permission to delete this entry')) return reply;
      await app.db.transaction(async (tx) => {
        await deleteSnapshot(tx, existing.id);
        await audit(tx, request.user, 'timeline.deleted', { targetId: existing.id, summary: `Deleted timeline entry ${quoted(existing.title)}` });
      });
      return { message: 'Timeline entry deleted' };
    },
  );
};

export default snapshots;
