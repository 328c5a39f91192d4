import { Button } from 'shared-ui/bootstrap';
import { downloadFile } from 'shared-ui';
import { timelineCsv, timelineCsvName } from '../utils/timeline-csv';
import type { Snapshot } from '../api/snapshots';

/** Downloads the entries the filters let through (every page of them) as a CSV file. */
export function ExportCsvButton({ entries }: { entries: Snapshot[] }) {
  return (
    <Button
      variant="outline-secondary"
      disabled={entries.length === 0}
      onClick={() => downloadFile(timelineCsvName(), timelineCsv(entries), 'text/csv;charset=utf-8')}
    >
      Export CSV
    </Button>
  );
}
