import { read, request, type Reply, type RequestBody } from 'shared-ui';

/** A timeline entry as the form edits it. */
export type Snapshot = Reply<'get', '/api/snapshots/{id}'>['data'];

/** What the entry form sends; the server records the session's member as the author. */
export type SnapshotBody = RequestBody<'post', '/api/snapshots'>;

const path = (snapshotId: string) => `/api/snapshots/${encodeURIComponent(snapshotId)}`;

/** One entry: read to edit it (settled at once when the page was drawn with it), then added or changed; each answers the entry as the server keeps it. */
export const entryApi = {
  get: (snapshotId: string) => read(path(snapshotId), (reply: Reply<'get', '/api/snapshots/{id}'>) => reply.data),
  create: async (body: SnapshotBody) => (await request<Reply<'post', '/api/snapshots'>>('POST', '/api/snapshots', { json: body })).data,
  update: async (snapshotId: string, body: SnapshotBody) =>
    (await request<Reply<'put', '/api/snapshots/{id}'>>('PUT', path(snapshotId), { json: body })).data,
};
