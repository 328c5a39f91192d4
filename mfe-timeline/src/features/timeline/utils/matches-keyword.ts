import type { DateFormat } from 'shared-ui';
import type { Snapshot } from '../api/snapshots';

/**
 * Every text an entry shows: its single text fields (its date as shown, once `format` has come)
 * and each item of its lists.
 */
function texts(entry: Snapshot, format: DateFormat | undefined): string[] {
  return [
    entry.title,
    format ? format(entry.date, false) : '',
    entry.author,
    entry.project,
    ...entry.descriptions,
    ...entry.hyperlinks,
    ...entry.contributors,
    ...entry.categories,
  ];
}

/**
 * Spec section 5: the keyword matches, in any case, part of any text field or list item. The date
 * is matched as shown, which needs moment: `format` is missing for the moment between hydration
 * and its arrival (decision 0051), and the page filters again when it comes.
 */
export function matchesKeyword(entry: Snapshot, keyword: string, format: DateFormat | undefined): boolean {
  const wanted = keyword.trim().toLowerCase();
  return !wanted || texts(entry, format).some((text) => text.toLowerCase().includes(wanted));
}
