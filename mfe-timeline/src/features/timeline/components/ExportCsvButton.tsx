import { Button } from 'shared-ui/bootstrap';
import { downloadFile } from 'shared-ui';
import type { Snapshot } from '../api/snapshots';

/** Writes the file with moment, fetched when asked for, as the page's first load holds none (decision 0051). */
async function downloadCsv(entries: Snapshot[]) {
  const { timelineCsv, timelineCsvName } = await import(/* webpackChunkName: "timeline-csv" */ '../utils/timeline-csv');
  downloadFile(timelineCsvName(), timelineCsv(entries), 'text/csv;charset=utf-8');
}

/** Downloads the entries the filters let through (every page of them) as a CSV file. */
export function ExportCsvButton({ entries }: { entries: Snapshot[] }) {
  return (
    <Button
      variant="outline-secondary"
      disabled={entries.length === 0}
      onClick={() => void downloadCsv(entries)}
    >
      Export CSV
    </Button>
  );
}
