import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';
import { LoadedDiff } from './LoadedDiff';
import { changeButton, changeConsequence, changeTitle, type VersionChange } from '../utils/version-changes';

/** Says which version pages will load, and when, before an activation (with what it changes) or a roll back. */
export function VersionChangeDialog({ action }: { action: ConfirmedAction<VersionChange> }) {
  return (
    <ConfirmActionDialog action={action} title={changeTitle} confirmLabel={changeButton} confirmVariant={() => 'primary'}>
      {(change) =>
        change.kind === 'activate' ? (
          <>
            <p>{changeConsequence(change)}</p>
            <LoadedDiff remote={change.remote.name} version={change.version} approving />
          </>
        ) : (
          <p className="mb-0">{changeConsequence(change)}</p>
        )
      }
    </ConfirmActionDialog>
  );
}
