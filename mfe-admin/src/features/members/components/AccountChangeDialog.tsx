import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import type { PendingChange } from '../hooks/use-account-change';
import { ACCOUNT_CHANGES } from '../utils/account-changes';
import { fullName } from '../utils/account-list';

interface AccountChangeDialogProps {
  pending?: PendingChange;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says what a role or status change does before it is made. */
export function AccountChangeDialog({ pending, busy, error, onConfirm, onCancel }: AccountChangeDialogProps) {
  // The last change asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const text = shown && ACCOUNT_CHANGES[shown.change];
  const name = shown ? fullName(shown.account) : '';
  return (
    <ConfirmDialog
      show={pending !== undefined}
      title={text?.title(name) ?? ''}
      confirmLabel={busy ? 'Saving...' : (text?.button ?? '')}
      confirmVariant={text?.variant}
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
      busy={busy}
    >
      <p className="mb-0">
        {text?.consequence(name)} <span className="text-nowrap">(Username: {shown?.account.username})</span>
      </p>
    </ConfirmDialog>
  );
}
