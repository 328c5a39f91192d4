import { mapKnown, useLoad } from 'shared-ui';
import { snapshotsApi, type Snapshot } from './snapshots';

/** Every timeline entry (GET /api/snapshots), newest first: settled at once when the page was drawn with them. */
function loadNewestFirst() {
  return mapKnown(snapshotsApi.list(), (entries: Snapshot[]) => [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)));
}

export function useSnapshots() {
  return useLoad(loadNewestFirst);
}
