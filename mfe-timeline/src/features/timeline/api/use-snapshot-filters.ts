import { snapshotsApi, useLoad } from 'shared-ui';

/** The authors, projects and categories the filters offer (GET /api/snapshots/filters). */
export function useSnapshotFilters() {
  return useLoad(snapshotsApi.filters);
}
