import { ErrorState, LoadingState, PageShell, snapshotsApi, useLoad } from 'shared-ui';

/**
 * A page a team adds to mfe-timeline in the browser tests (remote-pages.spec.ts): it lives in
 * the remote's own folder, with its route and its account-menu entry in the remote's manifest.
 */
export function StatsPage() {
  const entries = useLoad(snapshotsApi.list);
  return (
    <PageShell title="Timeline statistics">
      {entries.status === 'loading' && <LoadingState />}
      {entries.status === 'error' && <ErrorState message="Could not load the timeline." onRetry={entries.reload} />}
      {entries.status === 'done' && <p>Entries in the timeline: {entries.data.length}</p>}
    </PageShell>
  );
}
