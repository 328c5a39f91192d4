import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { deployTokensApi } from './deploy-tokens';

/** One remote's deploy tokens, newest first, without their secrets (GET /api/remotes/deploy-tokens). */
export function useDeployTokens(remote: string) {
  return useLoad(useCallback(() => deployTokensApi.list(remote), [remote]));
}
