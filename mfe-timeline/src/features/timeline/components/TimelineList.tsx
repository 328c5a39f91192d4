import { useState } from 'react';
import { TIMELINE_PAGE_SIZE, type Snapshot } from 'shared-ui';
import { TimelineEntry } from './TimelineEntry';
import { TimelinePagination } from './TimelinePagination';

/** The entries, a page at a time; changing page scrolls to the top (spec section 9). */
export function TimelineList({ entries }: { entries: Snapshot[] }) {
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(entries.length / TIMELINE_PAGE_SIZE);
  const shown = entries.slice((page - 1) * TIMELINE_PAGE_SIZE, page * TIMELINE_PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo(0, 0);
  };
  return (
    <>
      {shown.map((entry) => (
        <TimelineEntry key={entry._id} entry={entry} />
      ))}
      {pageCount > 1 && <TimelinePagination page={page} pageCount={pageCount} onChange={goTo} />}
    </>
  );
}
