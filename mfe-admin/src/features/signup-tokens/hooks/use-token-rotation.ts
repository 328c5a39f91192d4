import { useState } from 'react';
import { errorMessage, signupTokensApi, type SignupTokenInfo } from 'shared-ui';

export interface RotatedToken {
  position: string;
  token: string;
}

/**
 * Rotating a token: the one asked about (awaiting confirmation), whether the call runs, the new
 * secret (kept only in this state, so it is shown once) or why rotating failed. `onRotated`
 * refreshes the list.
 */
export function useTokenRotation(onRotated: () => void) {
  const [pending, setPending] = useState<SignupTokenInfo>();
  const [busy, setBusy] = useState(false);
  const [rotated, setRotated] = useState<RotatedToken>();
  const [failure, setFailure] = useState<string>();

  const ask = (info: SignupTokenInfo) => {
    setPending(info);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { token } = await signupTokensApi.rotate(pending.tokenKey);
      setRotated({ position: pending.position, token });
      setPending(undefined);
      onRotated();
    } catch (error) {
      setFailure(`The ${pending.position} token could not be rotated: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    rotated,
    failure,
    ask,
    confirm,
    cancel: () => setPending(undefined),
    dismiss: () => setRotated(undefined),
  };
}
