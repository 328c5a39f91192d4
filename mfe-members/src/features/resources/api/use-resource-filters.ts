import { useEffect } from 'react';
import { useLoad } from 'shared-ui';
import { resourcesApi, type ResourceFilterValues } from './resources';
import { useResourcesChanged } from '../hooks/use-resources-changed';

const NONE: ResourceFilterValues = { category: [], date: [] };

/**
 * The categories in use and the years resources were added in (GET /api/resources/categories).
 * A failure is only logged (spec section 8): the sidebar then offers no choices.
 */
export function useResourceFilters(): ResourceFilterValues {
  const filters = useLoad(resourcesApi.categories);
  useResourcesChanged(filters.reload);
  const failure = filters.status === 'error' ? filters.error : undefined;
  useEffect(() => {
    if (failure) console.error('Could not load the resource categories', failure);
  }, [failure]);
  return filters.status === 'done' ? filters.data : NONE;
}
