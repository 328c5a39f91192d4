import { formatDate } from 'shared-ui/dates';
import type { Snapshot } from '../api/snapshots';

/** Every text an entry shows: its single text fields (its date as shown) and each item of its lists. */
function texts(entry: Snapshot): string[] {
  return [
    entry.title,
    formatDate(entry.date),
    entry.author,
    entry.project,
    ...entry.descriptions,
    ...entry.hyperlinks,
    ...entry.contributors,
    ...entry.categories,
  ];
}

/** Spec section 5: the keyword matches, in any case, part of any text field or list item. */
export function matchesKeyword(entry: Snapshot, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return !wanted || texts(entry).some((text) => text.toLowerCase().includes(wanted));
}
