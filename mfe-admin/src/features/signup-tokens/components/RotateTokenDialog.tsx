import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import { type SignupTokenInfo } from 'shared-ui';

interface RotateTokenDialogProps {
  token?: SignupTokenInfo;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before rotating: whoever holds the current token can no longer sign up with it. */
export function RotateTokenDialog({ token, busy, error, onConfirm, onCancel }: RotateTokenDialogProps) {
  // The last token asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(token);
  if (token && token !== shown) setShown(token);
  const position = shown?.position ?? '';
  return (
    <ConfirmDialog
      show={token !== undefined}
      title={`Rotate the ${position} token?`}
      confirmLabel={busy ? 'Rotating...' : 'Rotate token'}
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
      busy={busy}
    >
      <p className="mb-0">
        The current {position} token stops working at once: anyone who has it but has not signed up yet will need
        the new one.
      </p>
    </ConfirmDialog>
  );
}
