import { useState } from 'react';
import { signupTokensApi, type SignupTokenInfo } from 'shared-ui';

export interface RotatedToken {
  position: string;
  token: string;
}

/**
 * Rotating tokens one at a time: the token being rotated, the new secret (kept only in this
 * state, so it is shown once) or why rotating failed. `onRotated` refreshes the list.
 */
export function useTokenRotation(onRotated: () => void) {
  const [rotating, setRotating] = useState<string>();
  const [rotated, setRotated] = useState<RotatedToken>();
  const [failure, setFailure] = useState<string>();

  const rotate = async (info: SignupTokenInfo) => {
    setRotating(info.tokenKey);
    setRotated(undefined);
    setFailure(undefined);
    try {
      const { token } = await signupTokensApi.rotate(info.tokenKey);
      setRotated({ position: info.position, token });
      onRotated();
    } catch (error) {
      setFailure(`The ${info.position} token could not be rotated: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setRotating(undefined);
    }
  };

  return { rotate, rotating, rotated, failure, dismiss: () => setRotated(undefined) };
}
