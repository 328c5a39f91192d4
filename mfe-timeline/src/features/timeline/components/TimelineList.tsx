import { useRef, useState } from 'react';
import { PageNav } from 'shared-ui';
import { TIMELINE_PAGE_SIZE } from '../../../config/timeline';
import { TimelineEntry } from './TimelineEntry';
import type { Snapshot } from '../api/snapshots';

/**
 * The entries, five a page (spec section 9). Changing page scrolls to the top of the page and
 * moves focus to the list, so keyboard and screen-reader users start reading the new page. The
 * parent remounts it (a new `key`) when the filter changes, which starts again at page 1.
 */
export function TimelineList(props: { entries: Snapshot[]; onDelete?: (entry: Snapshot) => void }) {
  const { entries } = props;
  const [wanted, setWanted] = useState(1);
  const list = useRef<HTMLDivElement>(null);
  const pageCount = Math.max(1, Math.ceil(entries.length / TIMELINE_PAGE_SIZE));
  // A deletion can empty the last page; then the page before it is shown.
  const page = Math.min(wanted, pageCount);
  const shown = entries.slice((page - 1) * TIMELINE_PAGE_SIZE, page * TIMELINE_PAGE_SIZE);
  const goTo = (next: number) => {
    setWanted(next);
    list.current?.focus({ preventScroll: true });
    // At once: Bootstrap's smooth scrolling would leave the reader mid-way for a moment.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  return (
    <>
      <div ref={list} tabIndex={-1} aria-label={`Timeline entries, page ${page} of ${pageCount}`} role="region">
        {shown.map((entry) => (
          <TimelineEntry key={entry._id} entry={entry} onDelete={props.onDelete} />
        ))}
      </div>
      {pageCount > 1 && <PageNav label="Timeline pages" page={page} pageCount={pageCount} onChange={goTo} />}
    </>
  );
}
