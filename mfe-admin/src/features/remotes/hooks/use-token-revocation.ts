import { useState } from 'react';
import { deployTokensApi, errorMessage, type DeployToken } from 'shared-ui';

/** Revoking one of a remote's deploy tokens after a confirmation; `onRevoked` gets the success notice. */
export function useTokenRevocation(remote: string, onRevoked: (notice: string) => void) {
  const [pending, setPending] = useState<DeployToken>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await deployTokensApi.revoke(remote, pending.id);
      setPending(undefined);
      onRevoked(`Deploy token ${pending.id} of ${remote} is revoked.`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    failure,
    ask: (token: DeployToken) => {
      setPending(token);
      setFailure(undefined);
    },
    confirm,
    cancel: () => setPending(undefined),
  };
}
