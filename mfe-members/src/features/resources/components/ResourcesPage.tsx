import { useState } from 'react';
import { ErrorState, LoadingState, PageShell } from 'shared-ui';
import { useResources } from '../api/use-resources';
import { sortResources, type ResourceOrder } from '../utils/sort-resources';
import { ResourceList } from './ResourceList';
import { SortSelect } from './SortSelect';

/** /resources: the lab's resource library, New to Old unless the member chooses otherwise. */
export function ResourcesPage() {
  const resources = useResources();
  const [order, setOrder] = useState<ResourceOrder>('newest');
  return (
    <PageShell
      title="Lab Resources"
      lead="Slides, guides and readings shared by lab members: COGS 402 material, workshop notes, research project documents and career advice."
    >
      <div className="d-flex justify-content-end mb-3">
        <SortSelect value={order} onChange={setOrder} />
      </div>
      {resources.status === 'loading' && <LoadingState label="Loading resources..." />}
      {resources.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={resources.reload} />}
      {resources.status === 'done' && <ResourceList resources={sortResources(resources.data, order)} />}
    </PageShell>
  );
}
