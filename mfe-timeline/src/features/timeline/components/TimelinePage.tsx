import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { EmptyState, ErrorState, lazyComponent, LoadingState, PageShell, useAuth, useDateFormat } from 'shared-ui';
import { useSnapshotFilters } from '../api/use-snapshot-filters';
import { useSnapshots } from '../api/use-snapshots';
import { ExportCsvButton } from './ExportCsvButton';
import { filterEntries } from '../utils/filter-entries';
import { EMPTY_FILTER, type TimelineFilter } from '../utils/timeline-filter';
import { TimelineFilters } from './TimelineFilters';
import { TimelineList } from './TimelineList';
import type { Snapshot } from '../api/snapshots';

// Fetched when first asked for: the modal machinery (shared-ui/overlays) stays out of the page's first load.
const deleteDialog = lazyComponent(() => import('./DeleteEntryDialog').then((module) => module.DeleteEntryDialog));

/**
 * /timeline: the lab's activity, newest first, searched and filtered, five a page. `calendar` is
 * the calendar subscription control, composed in by the routes.
 */
export function TimelinePage({ calendar }: { calendar?: ReactNode }) {
  const auth = useAuth();
  const entries = useSnapshots();
  const lists = useSnapshotFilters();
  const [filter, setFilter] = useState<TimelineFilter>(EMPTY_FILTER);
  const format = useDateFormat();
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Snapshot>();
  const shown = entries.status === 'done' ? filterEntries(entries.data, filter, format).filter((entry) => !deleted.has(entry._id)) : [];
  const removeEntry = (entry: Snapshot) => {
    setDeleted((ids) => new Set(ids).add(entry._id));
    setDeleting(undefined);
  };

  return (
    <PageShell title="Timeline">
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        {calendar}
        <ExportCsvButton entries={shown} />
        {auth.isLoggedIn && (
          <Link to="/timeline/add" className="btn btn-primary">
            Add New Entry
          </Link>
        )}
      </div>
      <TimelineFilters
        filter={filter}
        lists={lists.status === 'done' ? lists.data : undefined}
        listsFailed={lists.status === 'error'}
        onChange={setFilter}
      />
      {entries.status === 'loading' && <LoadingState label="Loading the timeline..." />}
      {entries.status === 'error' && (
        <ErrorState message="Could not load the timeline. Check your connection and try again." onRetry={entries.reload} />
      )}
      {entries.status === 'done' && (
        // Announces how many entries a search or filter left.
        <p className="small text-body-secondary" aria-live="polite">
          {shown.length > 0 && `${shown.length} ${shown.length === 1 ? 'entry' : 'entries'}`}
        </p>
      )}
      {entries.status === 'done' &&
        (shown.length > 0 ? (
          <TimelineList key={JSON.stringify(filter)} entries={shown} onDelete={auth.isLoggedIn ? setDeleting : undefined} />
        ) : (
          <EmptyState title="No Timelines to display" />
        ))}
      {deleting && (
        <Suspense fallback={null}>
          <deleteDialog.Component key={deleting._id} entry={deleting} onDeleted={removeEntry} onCancel={() => setDeleting(undefined)} />
        </Suspense>
      )}
    </PageShell>
  );
}
