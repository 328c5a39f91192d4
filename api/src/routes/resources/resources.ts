import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  resourceFilterValues,
  updateResource,
  type ResourceFields,
  type ResourceRow,
} from '../../repositories/resources.js';
import { Data, errors, IdParams, MessageReply, NotModified } from '../../schemas/common.js';
import {
  ResourceCreateBody,
  ResourceFiltersReply,
  ResourceSchema,
  ResourceUpdateBody,
} from '../../schemas/resources.js';
import { RESOURCE_CATEGORY_NAMES } from '../../domain/resource-categories.js';
import { audit, changedFields, quoted, withFields } from '../../services/audit.js';
import { toResource } from '../../views/content.js';
import { mayChange } from '../ownership.js';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Resource not found' };
const tags = ['resources'];

type ResourceInput = Omit<Static<typeof ResourceCreateBody>, 'category'> & { category: { main: string; sub: string } };

function fields(body: ResourceInput): ResourceFields {
  return {
    title: body.title.trim(),
    description: (body.description ?? '').trim(),
    categoryMain: body.category.main,
    categorySub: body.category.sub,
    author: body.author.trim(),
    resourceLink: body.resource_link,
  };
}

/** What a member edits of a resource, by the names the client knows. */
function editable(row: ResourceRow) {
  const { title, description, category, author, resource_link } = toResource(row);
  return { title, description, category, author, resource_link };
}

/** The lab's resource library, for members. */
const resources: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/',
    {
      config: { access: 'member', cache: ['resources'] },
      schema: { tags, summary: 'Every resource, newest first', response: { 200: Data(Type.Array(ResourceSchema)), 304: NotModified, ...errors(401) } },
    },
    async () => ({ data: (await listResources(app.db)).map(toResource) }),
  );

  app.get(
    '/categories',
    {
      config: { access: 'member', cache: ['resources'] },
      schema: {
        tags,
        summary: 'Categories in use and the years resources were added in',
        response: { 200: ResourceFiltersReply, 304: NotModified, ...errors(401) },
      },
    },
    async () => {
      const values = await resourceFilterValues(app.db);
      // In the site's order of categories, not the database's.
      return { data: { ...values, category: RESOURCE_CATEGORY_NAMES.filter((name) => values.category.includes(name)) } };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'member', cache: ['resources'] },
      schema: { tags, summary: 'One resource', params: IdParams, response: { 200: Data(ResourceSchema), 304: NotModified, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const row = await findResource(app.db, request.params.id);
      return row ? { data: toResource(row) } : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/',
    {
      config: { access: 'member', invalidates: ['resources'] },
      schema: {
        tags,
        summary: 'Add a resource',
        body: ResourceCreateBody,
        response: { 200: Data(ResourceSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const me = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const created = await insertResource(tx, { ...fields(request.body), createdBy: me.id });
        await audit(tx, me, 'resource.created', { targetId: created.id, summary: `Added resource ${quoted(created.title)}` });
        return created;
      });
      return { data: toResource(row) };
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'member', invalidates: ['resources'] },
      schema: {
        tags,
        summary: 'Change a resource (its creator or an admin)',
        params: IdParams,
        body: ResourceUpdateBody,
        response: { 200: Type.Object({ data: ResourceSchema, message: Type.String() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findResource(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      if (!mayChange(request.user!, existing.createdBy, reply, 'You do not have permission to update this resource')) {
        return reply;
      }
      const merged = { ...toResource(existing), ...request.body };
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateResource(tx, existing.id, fields(merged));
        if (updated) {
          const changed = changedFields(editable(existing), editable(updated));
          const summary = withFields(`Updated resource ${quoted(updated.title)}`, changed);
          await audit(tx, request.user, 'resource.updated', { targetId: updated.id, summary, fields: changed });
        }
        return updated;
      });
      return row ? { data: toResource(row), message: 'Resource updated' } : reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'member', invalidates: ['resources'] },
      schema: {
        tags,
        summary: 'Delete a resource (its creator or an admin)',
        params: IdParams,
        response: { 200: MessageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const existing = await findResource(app.db, request.params.id);
      if (!existing) return reply.code(404).send(notFound);
      if (!mayChange(request.user!, existing.createdBy, reply, 'You do not have permission to delete this resource')) {
        return reply;
      }
      await app.db.transaction(async (tx) => {
        await deleteResource(tx, existing.id);
        await audit(tx, request.user, 'resource.deleted', { targetId: existing.id, summary: `Deleted resource ${quoted(existing.title)}` });
      });
      return { message: 'Resource deleted' };
    },
  );
};

export default resources;
