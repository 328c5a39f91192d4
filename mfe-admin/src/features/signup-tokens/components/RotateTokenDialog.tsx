import type { SignupTokenInfo } from '../api/signup-tokens';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';

/** Asks before rotating: whoever holds the current token can no longer sign up with it. */
export function RotateTokenDialog({ action }: { action: ConfirmedAction<SignupTokenInfo> }) {
  return (
    <ConfirmActionDialog
      action={action}
      title={({ position }) => `Rotate the ${position} token?`}
      confirmLabel={(_token, busy) => (busy ? 'Rotating...' : 'Rotate token')}
    >
      {({ position }) => (
        <p className="mb-0">
          The current {position} token stops working at once: anyone who has it but has not signed up yet will need
          the new one.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
