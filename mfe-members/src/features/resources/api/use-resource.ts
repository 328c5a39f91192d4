import { useCallback } from 'react';
import { resourcesApi, useBusEvent, useLoad } from 'shared-ui';

/** One resource (GET /api/resources/{id}); a missing one fails with ApiError 404. */
export function useResource(resourceId: string) {
  const resource = useLoad(useCallback(() => resourcesApi.get(resourceId), [resourceId]));
  useBusEvent('resources/changed', resource.reload);
  return resource;
}
