import { read, request, type Reply, type RequestBody } from 'shared-ui';

export type Resource = Reply<'get', '/api/resources/{id}'>['data'];

/** What the Add Resource form sends. */
export type ResourceBody = RequestBody<'post', '/api/resources'>;

/** The upload years and categories the resources' filters offer. */
export type ResourceFilterValues = Reply<'get', '/api/resources/categories'>['data'];

const path = (resourceId: string) => `/api/resources/${encodeURIComponent(resourceId)}`;

/** The members' resources: the reads settled at once when the page was drawn with them. */
export const resourcesApi = {
  list: () => read('/api/resources', (reply: Reply<'get', '/api/resources'>) => reply.data),
  categories: () => read('/api/resources/categories', (reply: Reply<'get', '/api/resources/categories'>) => reply.data),
  get: (resourceId: string) => read(path(resourceId), (reply: Reply<'get', '/api/resources/{id}'>) => reply.data),
  create: async (body: ResourceBody) => (await request<Reply<'post', '/api/resources'>>('POST', '/api/resources', { json: body })).data,
  /** Sends only the fields given. */
  update: (resourceId: string, body: RequestBody<'patch', '/api/resources/{id}'>) =>
    request<Reply<'patch', '/api/resources/{id}'>>('PATCH', path(resourceId), { json: body }),
  remove: (resourceId: string) => request<Reply<'delete', '/api/resources/{id}'>>('DELETE', path(resourceId)),
};
