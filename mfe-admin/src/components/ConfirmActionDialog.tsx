import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from 'shared-ui/overlays';
import type { ConfirmedAction } from '../hooks/use-confirmed-action';

interface ConfirmActionDialogProps<T> {
  action: ConfirmedAction<T>;
  title: (subject: T) => string;
  confirmLabel: (subject: T, busy: boolean) => string;
  confirmVariant?: (subject: T) => ConfirmDialogProps['confirmVariant'];
  /** What confirming does to the subject, said before it does. */
  children: (subject: T) => ReactNode;
}

/** Asks about the action's pending subject, with its progress and why it failed. */
export function ConfirmActionDialog<T>({ action, title, confirmLabel, confirmVariant, children }: ConfirmActionDialogProps<T>) {
  // The last subject asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(action.pending);
  if (action.pending !== undefined && action.pending !== shown) setShown(action.pending);
  return (
    <ConfirmDialog
      show={action.pending !== undefined}
      title={shown === undefined ? '' : title(shown)}
      confirmLabel={shown === undefined ? '' : confirmLabel(shown, action.busy)}
      confirmVariant={shown === undefined ? undefined : confirmVariant?.(shown)}
      onConfirm={() => void action.confirm()}
      onCancel={action.cancel}
      error={action.failure}
      busy={action.busy}
    >
      {shown !== undefined && children(shown)}
    </ConfirmDialog>
  );
}
