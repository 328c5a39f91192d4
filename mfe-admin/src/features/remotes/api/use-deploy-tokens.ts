import { useCallback } from 'react';
import { deployTokensApi, useLoad } from 'shared-ui';

/** One remote's deploy tokens, newest first, without their secrets (GET /api/remotes/{name}/deploy-tokens). */
export function useDeployTokens(remote: string) {
  return useLoad(useCallback(() => deployTokensApi.list(remote), [remote]));
}
