import { useState } from 'react';
import { ErrorState, LoadingState, PageShell } from 'shared-ui';
import { useResourceFilters } from '../api/use-resource-filters';
import { useResources } from '../api/use-resources';
import { filterResources, NO_FILTER, type ResourceFilter } from '../utils/filter-resources';
import { sortResources, type ResourceOrder } from '../utils/sort-resources';
import { ResourceFilters } from './ResourceFilters';
import { ResourceList } from './ResourceList';
import { ResourceToolbar } from './ResourceToolbar';

/** /resources: the lab's resource library, New to Old unless the member chooses otherwise. */
export function ResourcesPage() {
  const resources = useResources();
  const filterValues = useResourceFilters();
  const [order, setOrder] = useState<ResourceOrder>('newest');
  const [filter, setFilter] = useState<ResourceFilter>(NO_FILTER);
  return (
    <PageShell
      title="Lab Resources"
      lead="Slides, guides and readings shared by lab members: COGS 402 material, workshop notes, research project documents and career advice."
      sidebar={<ResourceFilters values={filterValues} chosen={filter} onChange={(chosen) => setFilter({ ...chosen, search: filter.search })} />}
    >
      <ResourceToolbar
        search={filter.search}
        onSearch={(search) => setFilter({ ...filter, search })}
        order={order}
        onOrder={setOrder}
      />
      {resources.status === 'loading' && <LoadingState label="Loading resources..." />}
      {resources.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={resources.reload} />}
      {resources.status === 'done' && <ResourceList resources={sortResources(filterResources(resources.data, filter), order)} />}
    </PageShell>
  );
}
