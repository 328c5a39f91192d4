import { useState } from 'react';
import { errorMessage } from 'shared-ui';
import { signupTokensApi, type SignupTokenInfo } from './signup-tokens';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action';

export interface RotatedToken {
  position: string;
  token: string;
}

/**
 * Rotating a token after a confirmation, and the new secret (kept only in this state, so it is
 * shown once). `onRotated` refreshes the list.
 */
export function useTokenRotation(onRotated: () => void) {
  const [rotated, setRotated] = useState<RotatedToken>();
  const rotation = useConfirmedAction({
    run: (info: SignupTokenInfo) => signupTokensApi.rotate(info.tokenKey),
    onDone: (info, { token }) => {
      setRotated({ position: info.position, token });
      onRotated();
    },
    failureText: (error, info) => `The ${info.position} token could not be rotated: ${errorMessage(error)}`,
  });
  return { ...rotation, rotated, dismiss: () => setRotated(undefined) };
}
