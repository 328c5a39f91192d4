import { useState } from 'react';
import { Alert } from 'shared-ui/widgets';
import { EmptyState, ErrorState, LoadingState, PageShell } from 'shared-ui';
import { useRemotes } from '../api/use-remotes';
import { useVersionChange } from '../hooks/use-version-change';
import { RemoteCard } from './RemoteCard';
import { VersionChangeDialog } from './VersionChangeDialog';

/** /admin/remotes: which version of each remote pages load, the tokens that deploy them, and their failures. */
export function RemotesPage() {
  const remotes = useRemotes();
  const [notice, setNotice] = useState<string>();
  const change = useVersionChange((done) => {
    setNotice(done);
    remotes.reload();
  });
  return (
    <PageShell
      title="Remotes"
      lead="The parts of the site that teams deploy: which version pages load, going back to an earlier one, the tokens that deploy new ones, and what failed in visitors' browsers."
    >
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(undefined)} role="status">
          {notice}
        </Alert>
      )}
      {remotes.status === 'loading' && <LoadingState label="Loading remotes..." />}
      {remotes.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={remotes.reload} />}
      {remotes.status === 'done' &&
        (remotes.data.length === 0 ? (
          <EmptyState title="No remotes found" />
        ) : (
          remotes.data.map((remote) => <RemoteCard key={remote.name} remote={remote} onChange={change.ask} onNotice={setNotice} />)
        ))}
      <VersionChangeDialog
        change={change.pending}
        busy={change.busy}
        error={change.failure}
        onConfirm={() => void change.confirm()}
        onCancel={change.cancel}
      />
    </PageShell>
  );
}
