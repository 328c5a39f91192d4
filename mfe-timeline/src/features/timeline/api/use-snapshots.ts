import { snapshotsApi, useLoad, type Snapshot } from 'shared-ui';

/** Every timeline entry (GET /api/snapshots), newest first. */
async function loadNewestFirst(): Promise<Snapshot[]> {
  const entries = await snapshotsApi.list();
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export function useSnapshots() {
  return useLoad(loadNewestFirst);
}
