import { useLoad } from 'shared-ui';
import { snapshotsApi } from './snapshots';

/** The authors, projects and categories the filters offer (GET /api/snapshots/filters). */
export function useSnapshotFilters() {
  return useLoad(snapshotsApi.filters);
}
