import { read, request, type Reply } from 'shared-ui';

/** A timeline entry as the list has it. */
export type Snapshot = Reply<'get', '/api/snapshots'>['data'][number];

/** The authors, projects and categories in use, which the filters offer. */
export type SnapshotFilters = Reply<'get', '/api/snapshots/filters'>['filters'];

/** The timeline's reads, settled at once when the page was drawn with them, and the deletion of an entry. */
export const snapshotsApi = {
  list: () => read('/api/snapshots', (reply: Reply<'get', '/api/snapshots'>) => reply.data),
  filters: () => read('/api/snapshots/filters', (reply: Reply<'get', '/api/snapshots/filters'>) => reply.filters),
  remove: (snapshotId: string) =>
    request<Reply<'delete', '/api/snapshots/{id}'>>('DELETE', `/api/snapshots/${encodeURIComponent(snapshotId)}`),
};
