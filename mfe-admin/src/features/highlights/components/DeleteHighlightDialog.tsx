import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import { type Highlight } from 'shared-ui';

interface DeleteHighlightDialogProps {
  highlight?: Highlight;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteHighlightDialog({ highlight, busy, error, onConfirm, onCancel }: DeleteHighlightDialogProps) {
  // The last highlight asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(highlight);
  if (highlight && highlight !== shown) setShown(highlight);
  return (
    <ConfirmDialog
      show={highlight !== undefined}
      title="Delete this highlight?"
      confirmLabel={busy ? 'Deleting...' : 'Delete'}
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
      busy={busy}
    >
      <p className="mb-0">
        &ldquo;{shown?.title}&rdquo; and its image will be removed from the Lab Highlights pages. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
