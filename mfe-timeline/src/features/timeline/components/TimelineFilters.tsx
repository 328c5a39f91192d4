import { useId, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Collapse } from 'shared-ui/widgets';
import { BREAKPOINTS, useMediaQuery, type SnapshotFilters } from 'shared-ui';
import { MOBILE_DEFAULT_LISTS } from '../../../config/filters';
import { EMPTY_FILTER, isFilterActive, type TimelineFilter } from '../filter/timeline-filter';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterDropdownSlot } from './FilterDropdownSlot';
import { KeywordSearch } from './KeywordSearch';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.timelineMobileUpTo}px)`;

/**
 * Keyword search and the filters. At 1000 px or less (spec section 9) the filters fold away behind
 * a Filters button (drawn when first opened) and stack, and their lists start from the mobile
 * defaults; wider, they sit in one row. `lists` are those of GET /api/snapshots/filters, undefined until they arrive; when that
 * call failed (`listsFailed`), a note under the filters says why a desktop's dropdowns are empty.
 */
export function TimelineFilters(props: {
  filter: TimelineFilter;
  lists: SnapshotFilters | undefined;
  listsFailed: boolean;
  onChange: (filter: TimelineFilter) => void;
}) {
  const { filter, onChange } = props;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  // Folded filters are drawn the first time they open: two date inputs and three dropdowns were
  // a good part of the page's first render on a phone, for controls it does not show.
  const [drawn, setDrawn] = useState(false);
  const panelId = useId();
  const lists = props.lists ?? (mobile ? MOBILE_DEFAULT_LISTS : { project: [], categories: [], author: [] });
  const change = (part: Partial<TimelineFilter>) => onChange({ ...filter, ...part });

  const controls = (
    <div className={mobile ? 'd-grid gap-2' : 'd-flex flex-wrap align-items-center gap-2'}>
      <DateRangeFilter initial={filter.initial} target={filter.target} onChange={change} />
      <FilterDropdownSlot label="Project" options={lists.project} selected={filter.project} onChange={(project) => change({ project })} />
      <FilterDropdownSlot
        label="Category"
        options={lists.categories}
        selected={filter.category}
        onChange={(category) => change({ category })}
      />
      <FilterDropdownSlot label="Author" options={lists.author} selected={filter.author} onChange={(author) => change({ author })} />
      {isFilterActive(filter) && (
        <Button variant="link" onClick={() => onChange(EMPTY_FILTER)}>
          Clear filters
        </Button>
      )}
    </div>
  );

  return (
    <section aria-label="Search and filters" className="mb-3">
      <div className="d-flex gap-2 mb-2">
        <KeywordSearch keyword={filter.keyword} onSearch={(keyword) => change({ keyword })} />
        {mobile && (
          <Button
            variant="outline-secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setDrawn(true);
              setOpen((value) => !value);
            }}
          >
            Filters
          </Button>
        )}
      </div>
      {mobile ? (
        <Collapse in={open}>
          <div id={panelId}>{drawn && controls}</div>
        </Collapse>
      ) : (
        controls
      )}
      {!mobile && props.listsFailed && <p className="small text-danger mt-2 mb-0">Could not load the filter lists.</p>}
    </section>
  );
}
