import type { DeployToken } from '../api/deploy-tokens';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';

/** Asks before revoking: a deploy that uses the token is refused from then on. */
export function RevokeTokenDialog({ remote, action }: { remote: string; action: ConfirmedAction<DeployToken> }) {
  return (
    <ConfirmActionDialog
      action={action}
      title={(token) => `Revoke deploy token ${token.id} of ${remote}?`}
      confirmLabel={(_token, busy) => (busy ? 'Revoking...' : 'Revoke')}
    >
      {() => (
        <p className="mb-0">
          Deploys that use it are refused from now on. The versions it uploaded stay, and so does the active version.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
