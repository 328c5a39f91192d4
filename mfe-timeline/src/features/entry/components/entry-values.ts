import moment from 'moment';
import type { Snapshot, SnapshotBody } from 'shared-ui';

/** What the entry form edits; `date` is the date input's YYYY-MM-DD. */
export interface EntryFormValues {
  title: string;
  project: string;
  categories: string[];
  description: string;
  date: string;
}

const INPUT_DATE = 'YYYY-MM-DD';

/** A new entry: nothing filled in, dated today. */
export function emptyEntry(): EntryFormValues {
  return { title: '', project: '', categories: [], description: '', date: moment().format(INPUT_DATE) };
}

/** An existing entry in the form; its paragraphs share the one text box. */
export function entryFromSnapshot(entry: Snapshot): EntryFormValues {
  return {
    title: entry.title,
    project: entry.project,
    categories: entry.categories,
    description: entry.descriptions.join('\n\n'),
    date: moment(entry.date).format(INPUT_DATE),
  };
}

/**
 * The API body of the form's values. The form does not edit hyperlinks and contributors yet, so
 * an edited entry keeps its own (`kept`) and a new one has none. Only the body's own fields are
 * copied: the API refuses any other.
 */
export function snapshotBody(
  values: EntryFormValues,
  kept: Partial<Pick<Snapshot, 'author' | 'hyperlinks' | 'contributors'>> = {},
): SnapshotBody {
  return {
    author: kept.author,
    title: values.title.trim(),
    project: values.project,
    categories: values.categories,
    descriptions: [values.description.trim()],
    hyperlinks: kept.hyperlinks ?? [],
    contributors: kept.contributors ?? [],
    date: moment(values.date, INPUT_DATE, true).toISOString(),
  };
}
