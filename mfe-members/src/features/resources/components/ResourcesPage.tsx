import { useId, useState } from 'react';
import { ErrorState, FiltersToggle, LoadingState, PageShell } from 'shared-ui';
import { useResourceFilters } from '../api/use-resource-filters';
import { useResources } from '../api/use-resources';
import { activeFilterCount, filterResources, NO_FILTER, type ResourceFilter } from '../utils/filter-resources';
import { sortResources, type ResourceOrder } from '../utils/sort-resources';
import { ResourceFilters } from './ResourceFilters';
import { ResourceList } from './ResourceList';
import { ResourceToolbar } from './ResourceToolbar';
import './resources-page.css';

/**
 * /resources: the lab's resource library, New to Old unless the member chooses otherwise. The
 * filter list is a sidebar on a wide screen; under 768 px it folds behind a Filters button in the
 * toolbar, so a phone's first screen reaches the first resource. Bootstrap's responsive classes
 * do the folding: the first render is the same at every width.
 */
export function ResourcesPage() {
  const resources = useResources();
  const filterValues = useResourceFilters();
  const [order, setOrder] = useState<ResourceOrder>('newest');
  const [filter, setFilter] = useState<ResourceFilter>(NO_FILTER);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <PageShell
      title="Lab Resources"
      lead={
        <span className="resource-library__lead">
          Slides, guides and readings shared by lab members: COGS 402 material, workshop notes, research project documents and career advice.
        </span>
      }
    >
      <div className="resource-library">
        <ResourceToolbar
          className="resource-library__toolbar"
          filtersToggle={
            <FiltersToggle
              className="d-md-none"
              active={activeFilterCount(filter)}
              expanded={filtersOpen}
              controls={filtersId}
              onToggle={() => setFiltersOpen((open) => !open)}
            />
          }
          search={filter.search}
          onSearch={(search) => setFilter({ ...filter, search })}
          order={order}
          onOrder={setOrder}
        />
        <div id={filtersId} className={`resource-library__filters mb-3${filtersOpen ? '' : ' d-none d-md-block'}`}>
          <ResourceFilters values={filterValues} chosen={filter} onChange={(chosen) => setFilter({ ...chosen, search: filter.search })} />
        </div>
        <div className="resource-library__list">
          {resources.status === 'loading' && <LoadingState label="Loading resources..." />}
          {resources.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={resources.reload} />}
          {resources.status === 'done' && <ResourceList resources={sortResources(filterResources(resources.data, filter), order)} />}
        </div>
      </div>
    </PageShell>
  );
}
