import { useState } from 'react';
import { EmptyState, PageShell } from 'shared-ui';
import { Loaded } from '../../../components/Loaded';
import { SuccessNotice } from '../../../components/SuccessNotice';
import { useRemotes } from '../api/use-remotes';
import { useVersionChange } from '../api/use-version-change';
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
      {notice && <SuccessNotice onClose={() => setNotice(undefined)}>{notice}</SuccessNotice>}
      <Loaded load={remotes} loading="Loading remotes...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No remotes found" />
          ) : (
            list.map((remote) => <RemoteCard key={remote.name} remote={remote} onChange={change.ask} onNotice={setNotice} />)
          )
        }
      </Loaded>
      <VersionChangeDialog action={change} />
    </PageShell>
  );
}
