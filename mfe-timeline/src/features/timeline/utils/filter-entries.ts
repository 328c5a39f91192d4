import { dateBounds, withinBounds } from './date-bounds';
import { matchesKeyword } from './matches-keyword';
import type { DateFormat } from 'shared-ui';
import type { TimelineFilter } from './timeline-filter';
import type { Snapshot } from '../api/snapshots';

/** An empty choice lets everything through; otherwise the value must be one of those chosen. */
const chosen = (choice: string[], value: string) => choice.length === 0 || choice.includes(value);

/**
 * The entries the filter lets through, in their order: every part of the filter must match; an
 * entry matches a category choice when it has any of the chosen categories. `format` writes dates
 * as shown, for the keyword.
 */
export function filterEntries(entries: Snapshot[], filter: TimelineFilter, format: DateFormat | undefined): Snapshot[] {
  const bounds = dateBounds(filter.initial, filter.target);
  return entries.filter(
    (entry) =>
      matchesKeyword(entry, filter.keyword, format) &&
      withinBounds(entry.date, bounds) &&
      chosen(filter.project, entry.project) &&
      chosen(filter.author, entry.author) &&
      (filter.category.length === 0 || entry.categories.some((category) => filter.category.includes(category))),
  );
}
