import { deployTokensApi, type DeployToken } from './deploy-tokens';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action';

/** Revoking one of a remote's deploy tokens after a confirmation; `onRevoked` gets the success notice. */
export function useTokenRevocation(remote: string, onRevoked: (notice: string) => void) {
  return useConfirmedAction({
    run: (token: DeployToken) => deployTokensApi.revoke(remote, token.id),
    onDone: (token) => onRevoked(`Deploy token ${token.id} of ${remote} is revoked.`),
  });
}
