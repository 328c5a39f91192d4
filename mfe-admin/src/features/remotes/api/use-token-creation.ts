import { deployTokensApi, type NewDeployTokenBody } from './deploy-tokens';
import { useSecretOnce } from '../../../hooks/use-secret-once';

/**
 * Creating a deploy token of a remote for a team, its secret shown once. `onCreated` runs even
 * when the secret is dropped: the token exists, so the list shows it (to revoke).
 */
export function useTokenCreation(remote: string, onCreated: () => void) {
  return useSecretOnce((body: NewDeployTokenBody) => deployTokensApi.create(remote, body), onCreated);
}
