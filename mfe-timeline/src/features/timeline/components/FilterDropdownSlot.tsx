import { Suspense } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { lazyComponent } from 'shared-ui';
import type { FilterDropdownProps } from './FilterDropdown';

// Popper and the dropdown machinery (shared-ui/overlays) stay out of the timeline's first load: a
// phone draws the filters only when they are opened, and a wider screen shows a stand-in, the
// same size, for the moment they take to arrive.
const dropdown = lazyComponent(() => import('./FilterDropdown').then((module) => module.FilterDropdown));

/** The dropdown's toggle as it looks closed, doing nothing yet: aria-disabled, as `disabled` would fade it for that moment. */
function StandIn({ label, selected }: FilterDropdownProps) {
  return (
    <div className="dropdown">
      <Button variant="outline-secondary" className="dropdown-toggle w-100 text-start" aria-disabled="true">
        {label}
        {selected.length > 0 && ` (${selected.length})`}
      </Button>
    </div>
  );
}

/** A FilterDropdown, fetched when first drawn. */
export function FilterDropdownSlot(props: FilterDropdownProps) {
  return (
    <Suspense fallback={<StandIn {...props} />}>
      <dropdown.Component {...props} />
    </Suspense>
  );
}
