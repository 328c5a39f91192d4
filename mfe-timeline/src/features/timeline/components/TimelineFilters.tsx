import { useId, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { FiltersToggle, useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import { MOBILE_DEFAULT_LISTS } from '../../../config/filters';
import { activeFilterCount, EMPTY_FILTER, isFilterActive, type TimelineFilter } from '../utils/timeline-filter';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterDropdownSlot } from './FilterDropdownSlot';
import { KeywordSearch } from './KeywordSearch';
import './timeline-filters.css';
import type { SnapshotFilters } from '../api/snapshots';

/** The same width as timeline-filters.css's media queries, which lay the filters out. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.timelineMobileUpTo}px)`;

/**
 * Keyword search and the filters. At 1000 px or less (spec section 9) the filters fold away behind
 * a Filters button that counts the active ones, and stack; wider, they sit in one row. The CSS
 * decides that layout, so the first render is the same at every width. The media query here only
 * decides what a phone need not do: draw the folded filters before they are first opened (two
 * date inputs and three dropdowns, whose code a phone then need not fetch), and it picks the
 * mobile default lists of spec section 9. `lists` are those of GET /api/snapshots/filters,
 * undefined until they arrive; when that call failed (`listsFailed`), a note under the filters
 * says why a desktop's dropdowns are empty.
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
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const lists = props.lists ?? (mobile ? MOBILE_DEFAULT_LISTS : { project: [], categories: [], author: [] });
  const change = (part: Partial<TimelineFilter>) => onChange({ ...filter, ...part });

  return (
    <section aria-label="Search and filters" className="timeline-filters mb-3">
      <div className="d-flex gap-2 mb-2">
        <KeywordSearch keyword={filter.keyword} onSearch={(keyword) => change({ keyword })} />
        <FiltersToggle
          className="timeline-filters__toggle"
          active={activeFilterCount(filter)}
          expanded={open}
          controls={panelId}
          onToggle={() => {
            setOpened(true);
            setOpen((value) => !value);
          }}
        />
      </div>
      <div id={panelId} className={open ? 'timeline-filters__panel' : 'timeline-filters__panel timeline-filters__panel--folded'}>
        {(opened || !mobile) && (
          <div className="timeline-filters__controls">
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
        )}
      </div>
      {!mobile && props.listsFailed && <p className="small text-danger mt-2 mb-0">Could not load the filter lists.</p>}
    </section>
  );
}
