import { useState } from 'react';
import { EmptyState, PageShell } from 'shared-ui';
import { Loaded } from '../../../components/Loaded';
import { SuccessNotice } from '../../../components/SuccessNotice';
import { usePreviewLink } from '../api/use-preview-link';
import { useRemotes } from '../api/use-remotes';
import { useRollout } from '../api/use-rollout';
import { useVersionChange } from '../api/use-version-change';
import { PreviewDialog } from './PreviewDialog';
import { RemoteCard } from './RemoteCard';
import { RolloutDialog } from './RolloutDialog';
import { VersionChangeDialog } from './VersionChangeDialog';

/**
 * /admin/remotes: which version of each remote pages load, each version's source, health and
 * changes, previews, rollouts and activations, the tokens that deploy them, and their failures.
 */
export function RemotesPage() {
  const remotes = useRemotes();
  const [notice, setNotice] = useState<string>();
  const changed = (done: string) => {
    setNotice(done);
    remotes.reload();
  };
  const change = useVersionChange(changed);
  const rollout = useRollout(changed);
  const preview = usePreviewLink();
  return (
    <PageShell
      title="Remotes"
      lead="The parts of the site that teams deploy: which version pages load, previewing new ones and approving them for some visitors or all, going back to an earlier one, the tokens that deploy new ones, and what failed in visitors' browsers."
    >
      {notice && <SuccessNotice onClose={() => setNotice(undefined)}>{notice}</SuccessNotice>}
      <Loaded load={remotes} loading="Loading remotes...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No remotes found" />
          ) : (
            list.map((remote) => (
              <RemoteCard
                key={remote.name}
                remote={remote}
                onChange={change.ask}
                onPreview={(version) => void preview.create(version)}
                onRollout={rollout.ask}
                onNotice={setNotice}
              />
            ))
          )
        }
      </Loaded>
      <VersionChangeDialog action={change} />
      <RolloutDialog rollout={rollout} />
      <PreviewDialog preview={preview} />
    </PageShell>
  );
}
