import type { ReactNode } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { resourceModals } from '../hooks/use-resource-modals';
import type { ResourceOrder } from '../utils/sort-resources';
import { loadAddResourceModal } from './resource-modal-code';
import { ResourceSearch } from './ResourceSearch';
import { SortSelect } from './SortSelect';

/** Above the list: Add Resource, the narrow screens' Filters button, the search box and the sort order. */
export function ResourceToolbar(props: {
  className: string;
  filtersToggle: ReactNode;
  search: string;
  onSearch: (search: string) => void;
  order: ResourceOrder;
  onOrder: (order: ResourceOrder) => void;
}) {
  return (
    <div className={`${props.className} d-flex flex-wrap align-items-center gap-2 gap-md-3 mb-3`}>
      <Button onPointerEnter={loadAddResourceModal} onTouchStart={loadAddResourceModal} onFocus={loadAddResourceModal} onClick={() => resourceModals.open('resource')}>
        Add Resource
      </Button>
      {props.filtersToggle}
      <ResourceSearch value={props.search} onChange={props.onSearch} />
      <SortSelect value={props.order} onChange={props.onOrder} />
    </div>
  );
}
