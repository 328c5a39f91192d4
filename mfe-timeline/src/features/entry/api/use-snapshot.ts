import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { entryApi } from './entry';

/** One timeline entry (GET /api/snapshots/{id}). */
export function useSnapshot(snapshotId: string) {
  return useLoad(useCallback(() => entryApi.get(snapshotId), [snapshotId]));
}
