import moment from 'moment';
import { toCsv } from 'shared-ui';
import type { Snapshot } from '../api/snapshots';

const HEADER = ['Title', 'Date', 'Project', 'Categories', 'Author', 'Descriptions', 'Hyperlinks', 'Contributors'];

/**
 * The entries as CSV, one row each. Dates are YYYY-MM-DD, which spreadsheets read as dates in any
 * locale; list items are joined by '; ', and description paragraphs by a blank line.
 */
export function timelineCsv(entries: Snapshot[]): string {
  return toCsv([
    HEADER,
    ...entries.map((entry) => [
      entry.title,
      moment(entry.date).format('YYYY-MM-DD'),
      entry.project,
      entry.categories.join('; '),
      entry.author,
      entry.descriptions.join('\n\n'),
      entry.hyperlinks.join('; '),
      entry.contributors.join('; '),
    ]),
  ]);
}

/** 'timeline-2025-03-05.csv': the day of the export, so several exports do not overwrite each other. */
export function timelineCsvName(today: Date = new Date()): string {
  return `timeline-${moment(today).format('YYYY-MM-DD')}.csv`;
}
