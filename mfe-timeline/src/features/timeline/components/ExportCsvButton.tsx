import { Button } from 'shared-ui/bootstrap';
import { bus, downloadFile } from 'shared-ui';
import type { Snapshot } from '../api/snapshots';

export const EXPORT_FAILED = 'Could not export the timeline. Check your connection and try again.';

/** Writes the file with moment, fetched when asked for, as the page's first load holds none (decision 0051). */
async function downloadCsv(entries: Snapshot[]) {
  const { timelineCsv, timelineCsvName } = await import(/* webpackChunkName: "timeline-csv" */ '../utils/timeline-csv');
  downloadFile(timelineCsvName(), timelineCsv(entries), 'text/csv;charset=utf-8');
}

/** A failed fetch of that code (offline, or a redeploy) is said, and the next click tries again. */
function exportCsv(entries: Snapshot[]) {
  downloadCsv(entries).catch((error: unknown) => {
    console.error('Could not export the timeline', error);
    bus.showAlert(EXPORT_FAILED, 'danger');
  });
}

/** Downloads the entries the filters let through (every page of them) as a CSV file. */
export function ExportCsvButton({ entries }: { entries: Snapshot[] }) {
  return (
    <Button
      variant="outline-secondary"
      disabled={entries.length === 0}
      onClick={() => exportCsv(entries)}
    >
      Export CSV
    </Button>
  );
}
