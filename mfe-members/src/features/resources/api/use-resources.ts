import { resourcesApi } from 'shared-ui';
import { useLoad } from 'shared-ui';

/** Every resource (GET /api/resources). */
export function useResources() {
  return useLoad(resourcesApi.list);
}
