import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import type { DeployToken } from 'shared-ui';

interface RevokeTokenDialogProps {
  remote: string;
  token?: DeployToken;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before revoking: a deploy that uses the token is refused from then on. */
export function RevokeTokenDialog({ remote, token, busy, error, onConfirm, onCancel }: RevokeTokenDialogProps) {
  // The last token asked about, so the text stays put while the dialog fades out.
  const [shown, setShown] = useState(token);
  if (token && token !== shown) setShown(token);
  return (
    <ConfirmDialog
      show={token !== undefined}
      title={`Revoke deploy token ${shown?.id ?? ''} of ${remote}?`}
      confirmLabel={busy ? 'Revoking...' : 'Revoke'}
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
      busy={busy}
    >
      <p className="mb-0">
        Deploys that use it are refused from now on. The versions it uploaded stay, and so does the active version.
      </p>
    </ConfirmDialog>
  );
}
