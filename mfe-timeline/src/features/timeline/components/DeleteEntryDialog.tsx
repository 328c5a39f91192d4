import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import { Alert } from 'shared-ui/alerts';
import { errorMessage } from 'shared-ui';
import { snapshotsApi, type Snapshot } from '../api/snapshots';

/**
 * Asks before deleting `entry` (spec section 4). A failure keeps the dialog open with
 * 'error: fail to delete' and the server's reason (a refusal says the member may not); a success
 * closes it through `onDeleted`.
 */
export function DeleteEntryDialog(props: { entry: Snapshot; onDeleted: (entry: Snapshot) => void; onCancel: () => void }) {
  const { entry, onDeleted } = props;
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setReason(undefined);
    try {
      await snapshotsApi.remove(entry._id);
      onDeleted(entry);
    } catch (error) {
      setReason(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog show title="Delete entry" confirmLabel="Delete" onConfirm={remove} onCancel={props.onCancel} busy={busy}>
      <p className="mb-0">
        Delete &lsquo;{entry.title}&rsquo;? This cannot be undone.
      </p>
      {reason !== undefined && (
        <Alert variant="danger" className="mt-3 mb-0">
          <p className="mb-1">error: fail to delete</p>
          <p className="mb-0">{reason}</p>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
