import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { resourcesApi } from './resources';
import { useResourcesChanged } from '../hooks/use-resources-changed';

/** One resource (GET /api/resources/{id}); a missing one fails with ApiError 404. */
export function useResource(resourceId: string) {
  const resource = useLoad(useCallback(() => resourcesApi.get(resourceId), [resourceId]));
  useResourcesChanged(resource.reload);
  return resource;
}
