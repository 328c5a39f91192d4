import { useLoad } from 'shared-ui';
import { remotesApi } from './remotes';

/** Every remote with its versions and recent failures (GET /api/remotes). */
export function useRemotes() {
  return useLoad(remotesApi.list);
}
