import { useCallback } from 'react';
import { resourcesApi } from 'shared-ui';
import { useLoad } from 'shared-ui';

/** One resource (GET /api/resources/{id}); a missing one fails with ApiError 404. */
export function useResource(resourceId: string) {
  return useLoad(useCallback(() => resourcesApi.get(resourceId), [resourceId]));
}
