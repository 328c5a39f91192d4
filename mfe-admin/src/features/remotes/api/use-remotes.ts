import { remotesApi, useLoad } from 'shared-ui';

/** Every remote with its versions and recent failures (GET /api/remotes). */
export function useRemotes() {
  return useLoad(remotesApi.list);
}
