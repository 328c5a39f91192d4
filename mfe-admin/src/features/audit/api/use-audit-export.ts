import { useState } from 'react';
import { downloadFile, errorMessage } from 'shared-ui';
import { allAuditEntries } from './all-audit-entries';
import { auditCsv, auditCsvName } from '../utils/audit-csv';
import type { AuditFilters } from '../utils/audit-filters';

/** Export CSV: fetches every entry the filters match, then hands the file to the browser. */
export function useAuditExport() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (filters: AuditFilters) => {
    setBusy(true);
    setFailure(undefined);
    try {
      downloadFile(auditCsvName(), auditCsv(await allAuditEntries(filters)), 'text/csv;charset=utf-8');
    } catch (error) {
      setFailure(`The export failed: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, dismiss: () => setFailure(undefined) };
}
