import { resourcesApi, useBusEvent, useLoad } from 'shared-ui';

/** Every resource (GET /api/resources), fetched again whenever a resource was added or changed. */
export function useResources() {
  const resources = useLoad(resourcesApi.list);
  useBusEvent('resources/changed', resources.reload);
  return resources;
}
