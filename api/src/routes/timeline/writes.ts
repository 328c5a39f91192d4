import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { deleteSnapshot, findSnapshot, insertSnapshot, updateSnapshot, type SnapshotFields, type SnapshotRow } from '../../repositories/snapshots.js';
import { Data, errors, IdParams, MessageReply } from '../../schemas/common.js';
import { SnapshotBody, SnapshotSchema } from '../../schemas/snapshots.js';
import { audit, changedFields, quoted, withFields } from '../../services/audit.js';
import { toSnapshot } from '../../views/content.js';
import { mayChange } from '../ownership.js';
import { NOT_FOUND, tags } from './common.js';

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

/** Members add timeline entries; whoever made one, or an admin, changes or deletes it. Each write is audited. */
const writes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'member', invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Add an entry; its author is the logged-in member',
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
      config: { access: 'member', invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Change an entry (its creator or an admin)',
        params: IdParams,
        body: SnapshotBody,
        response: { 200: Data(SnapshotSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findSnapshot(app.db, request.params.id);
      if (!existing) return reply.code(404).send(NOT_FOUND);
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
      return row ? { data: toSnapshot(row) } : reply.code(404).send(NOT_FOUND);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'member', invalidates: ['snapshots'] },
      schema: {
        tags,
        summary: 'Delete an entry (its creator or an admin)',
        params: IdParams,
        response: { 200: MessageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findSnapshot(app.db, request.params.id);
      if (!existing) return reply.code(404).send(NOT_FOUND);
      if (!mayChange(request.user!, existing.createdBy, reply, 'You do not have permission to delete this entry')) return reply;
      await app.db.transaction(async (tx) => {
        await deleteSnapshot(tx, existing.id);
        await audit(tx, request.user, 'timeline.deleted', { targetId: existing.id, summary: `Deleted timeline entry ${quoted(existing.title)}` });
      });
      return { message: 'Timeline entry deleted' };
    },
  );
};

export default writes;
