import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { remotesApi } from './remotes';

/** What a version changes against the active one, read when asked for (GET /api/remotes/{name}/versions/{version}/diff). */
export function useVersionDiff(remote: string, version: number) {
  return useLoad(useCallback(() => remotesApi.diff(remote, version), [remote, version]));
}
