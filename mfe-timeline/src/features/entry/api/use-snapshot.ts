import { useCallback } from 'react';
import { snapshotsApi } from 'shared-ui';
import { useLoad } from 'shared-ui';

/** One timeline entry (GET /api/snapshots/{id}). */
export function useSnapshot(snapshotId: string) {
  return useLoad(useCallback(() => snapshotsApi.get(snapshotId), [snapshotId]));
}
