import { PageShell } from 'shared-ui';
import { Loaded } from '../../../components/Loaded';
import { useSignupTokens } from '../api/use-signup-tokens';
import { useTokenRotation } from '../api/use-token-rotation';
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
      <Loaded load={tokens} loading="Loading sign-up tokens...">
        {(list) => <SignupTokenTable tokens={list} busy={rotation.busy} onRotate={rotation.ask} />}
      </Loaded>
      <RotateTokenDialog action={rotation} />
    </PageShell>
  );
}
