import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';
import { changeButton, changeConsequence, changeTitle, type VersionChange } from '../utils/version-changes';

/** Says which version pages will load, and when, before an activation or a roll back. */
export function VersionChangeDialog({ action }: { action: ConfirmedAction<VersionChange> }) {
  return (
    <ConfirmActionDialog action={action} title={changeTitle} confirmLabel={changeButton} confirmVariant={() => 'primary'}>
      {(change) => <p className="mb-0">{changeConsequence(change)}</p>}
    </ConfirmActionDialog>
  );
}
