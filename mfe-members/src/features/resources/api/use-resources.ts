import { useLoad } from 'shared-ui';
import { resourcesApi } from './resources';
import { useResourcesChanged } from '../hooks/use-resources-changed';

/** Every resource (GET /api/resources), fetched again whenever a resource was added or changed. */
export function useResources() {
  const resources = useLoad(resourcesApi.list);
  useResourcesChanged(resources.reload);
  return resources;
}
