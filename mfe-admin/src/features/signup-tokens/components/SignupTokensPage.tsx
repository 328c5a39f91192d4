import { ErrorState, LoadingState, PageShell } from 'shared-ui';
import { useSignupTokens } from '../api/use-signup-tokens';
import { useTokenRotation } from '../hooks/use-token-rotation';
import { RotatedTokenAlert } from './RotatedTokenAlert';
import { RotateTokenDialog } from './RotateTokenDialog';
import { SignupTokenTable } from './SignupTokenTable';

/** /admin/signup-tokens: one token per sign-up position, and rotating them. */
export function SignupTokensPage() {
  const tokens = useSignupTokens();
  const rotation = useTokenRotation(tokens.reload);
  return (
    <PageShell
      title="Sign-up Tokens"
      lead="New members sign up with the token of their position. Rotate a token when it may have reached the wrong people."
    >
      {rotation.rotated && <RotatedTokenAlert rotated={rotation.rotated} onClose={rotation.dismiss} />}
      {tokens.status === 'loading' && <LoadingState label="Loading sign-up tokens..." />}
      {tokens.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={tokens.reload} />}
      {tokens.status === 'done' && <SignupTokenTable tokens={tokens.data} busy={rotation.busy} onRotate={rotation.ask} />}
      <RotateTokenDialog
        token={rotation.pending}
        busy={rotation.busy}
        error={rotation.failure}
        onConfirm={() => void rotation.confirm()}
        onCancel={rotation.cancel}
      />
    </PageShell>
  );
}
