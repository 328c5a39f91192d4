import { useId, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { ApiError, EmptyState, ErrorState, FiltersToggle, LoadingState, PageNav, PageShell } from 'shared-ui';
import { useAuditPage } from '../api/use-audit-page';
import { useAuditExport } from '../api/use-audit-export';
import { activeAuditFilters, filtering, NO_FILTERS, type AuditFilters } from '../utils/audit-filters';
import { AuditFiltersForm } from './AuditFiltersForm';
import { AuditTable } from './AuditTable';

/**
 * /admin/audit: who changed what and when, filtered, paged, and exported as CSV. Under 768 px the
 * four filters fold behind a Filters button (CSS classes, so the first render is the same at every
 * width): unfolded they would fill a phone's first screen before the first entry.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const [page, setPage] = useState(1);
  const entries = useAuditPage(filters, page);
  const exporter = useAuditExport();
  const result = entries.status === 'done' ? entries.data : undefined;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const first = result ? (result.page - 1) * result.pageSize + 1 : 0;
  return (
    <PageShell title="Audit" lead="Every change made in the members' area and by admins: who, when, what and on what.">
      <FiltersToggle
        className="d-md-none mb-3"
        active={activeAuditFilters(filters)}
        expanded={filtersOpen}
        controls={filtersId}
        onToggle={() => setFiltersOpen((open) => !open)}
      />
      <div id={filtersId} className={filtersOpen ? undefined : 'd-none d-md-block'}>
        <AuditFiltersForm
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0" aria-live="polite">
          {result && result.total > 0 && `Entries ${first}–${first + result.data.length - 1} of ${result.total}`}
        </p>
        <Button variant="outline-dark" disabled={!result || result.total === 0 || exporter.busy} onClick={() => void exporter.run(filters)}>
          {exporter.busy ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {exporter.failure && (
        <Alert variant="danger" dismissible onClose={exporter.dismiss}>
          {exporter.failure}
        </Alert>
      )}
      {entries.status === 'loading' && <LoadingState label="Loading the audit trail..." />}
      {entries.status === 'error' &&
        (entries.error instanceof ApiError && entries.error.status === 400 ? (
          <ErrorState message={entries.error.message} />
        ) : (
          <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={entries.reload} />
        ))}
      {result &&
        (result.data.length === 0 ? (
          <EmptyState title={filtering(filters) ? 'No audit entries match these filters.' : 'No audit entries yet.'} />
        ) : (
          <>
            <AuditTable entries={result.data} caption={`Audit entries, newest first, page ${result.page} of ${pageCount}`} />
            {pageCount > 1 && <PageNav label="Audit pages" page={result.page} pageCount={pageCount} onChange={setPage} />}
          </>
        ))}
    </PageShell>
  );
}
