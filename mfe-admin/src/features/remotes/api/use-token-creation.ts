import { deployTokensApi } from 'shared-ui';
import { useSecretOnce } from '../../../hooks/use-secret-once';

/**
 * Creating a deploy token for a remote, its secret shown once. `onCreated` runs even when the
 * secret is dropped: the token exists, so the list shows it (to revoke).
 */
export function useTokenCreation(onCreated: () => void) {
  return useSecretOnce((remote: string) => deployTokensApi.create(remote), onCreated);
}
