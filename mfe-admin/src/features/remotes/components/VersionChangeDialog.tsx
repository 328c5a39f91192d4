import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import { changeButton, changeConsequence, changeTitle, type VersionChange } from '../utils/version-changes';

interface VersionChangeDialogProps {
  change?: VersionChange;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says which version pages will load, and when, before an activation or a roll back. */
export function VersionChangeDialog({ change, busy, error, onConfirm, onCancel }: VersionChangeDialogProps) {
  // The last change asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  return (
    <ConfirmDialog
      show={change !== undefined}
      title={shown ? changeTitle(shown) : ''}
      confirmLabel={shown ? changeButton(shown, busy) : ''}
      confirmVariant="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
      busy={busy}
    >
      <p className="mb-0">{shown && changeConsequence(shown)}</p>
    </ConfirmDialog>
  );
}
