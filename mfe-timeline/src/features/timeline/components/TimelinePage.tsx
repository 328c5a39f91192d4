import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageShell } from 'shared-ui';
import { useSnapshots } from '../api/use-snapshots';
import { TimelineList } from './TimelineList';

/** /timeline: the lab's activity, newest first. */
export function TimelinePage() {
  const entries = useSnapshots();
  return (
    <PageShell title="Timeline">
      <div className="d-flex justify-content-end mb-3">
        <Link to="/timeline/add" className="btn btn-primary">
          Add New Entry
        </Link>
      </div>
      {entries.status === 'loading' && <LoadingState label="Loading the timeline..." />}
      {entries.status === 'error' && (
        <ErrorState message="Could not load the timeline. Check your connection and try again." onRetry={entries.reload} />
      )}
      {entries.status === 'done' &&
        (entries.data.length > 0 ? <TimelineList entries={entries.data} /> : <EmptyState title="No Timelines to display" />)}
    </PageShell>
  );
}
