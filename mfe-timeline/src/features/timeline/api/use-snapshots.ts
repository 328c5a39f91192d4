import { mapKnown, snapshotsApi, useLoad, type Snapshot } from 'shared-ui';

/** Every timeline entry (GET /api/snapshots), newest first: settled at once when the page was drawn with them. */
function loadNewestFirst() {
  return mapKnown(snapshotsApi.list(), (entries: Snapshot[]) => [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)));
}

export function useSnapshots() {
  return useLoad(loadNewestFirst);
}
