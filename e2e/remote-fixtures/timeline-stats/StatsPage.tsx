import { ErrorState, LoadingState, PageShell, read, useLoad, type Reply } from 'shared-ui';

const loadEntries = () => read('/api/snapshots', (reply: Reply<'get', '/api/snapshots'>) => reply.data);

/**
 * A page a team adds to mfe-timeline in the browser tests (remote-pages.spec.ts): it lives in
 * the remote's own folder, with the API call it makes, its route and its account-menu entry in the
 * remote's manifest.
 */
export function StatsPage() {
  const entries = useLoad(loadEntries);
  return (
    <PageShell title="Timeline statistics">
      {entries.status === 'loading' && <LoadingState />}
      {entries.status === 'error' && <ErrorState message="Could not load the timeline." onRetry={entries.reload} />}
      {entries.status === 'done' && <p>Entries in the timeline: {entries.data.length}</p>}
    </PageShell>
  );
}
