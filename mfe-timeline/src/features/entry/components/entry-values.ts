import moment from 'moment';
import { webLink } from '../../../utils/links';
import type { Snapshot, SnapshotBody } from '../api/entry';

/** The lists the form builds one item at a time. */
export type ListName = 'descriptions' | 'contributors' | 'hyperlinks';

/** What the entry form edits. `drafts` hold what is typed in each list's box and not added yet. */
export interface EntryFormValues {
  title: string;
  project: string;
  categories: string[];
  descriptions: string[];
  contributors: string[];
  hyperlinks: string[];
  drafts: Record<ListName, string>;
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const NO_DRAFTS: Record<ListName, string> = { descriptions: '', contributors: '', hyperlinks: '' };

/**
 * A typed value as its list keeps it: trimmed, and a hyperlink made a web link (prefixed '//'
 * when it has no '://'). Undefined when it is refused: a hyperlink with another scheme.
 */
export function listItem(name: ListName, value: string): string | undefined {
  const item = value.trim();
  return name === 'hyperlinks' ? webLink(item) : item;
}

function dateParts(date: moment.Moment) {
  return { year: date.year(), month: date.month() + 1, day: date.date() };
}

/** A new entry: nothing filled in, dated today (spec section 5). */
export function emptyEntry(today: Date = new Date()): EntryFormValues {
  return { title: '', project: '', categories: [], descriptions: [], contributors: [], hyperlinks: [], drafts: NO_DRAFTS, ...dateParts(moment(today)) };
}

/** An existing entry in the form, dated by the member's own calendar. */
export function entryFromSnapshot(entry: Snapshot): EntryFormValues {
  return {
    title: entry.title,
    project: entry.project,
    categories: entry.categories,
    descriptions: entry.descriptions,
    contributors: entry.contributors,
    hyperlinks: entry.hyperlinks,
    drafts: NO_DRAFTS,
    ...dateParts(moment(entry.date)),
  };
}

/** A list with what is still typed in its box: a member who typed and did not press Add means it. */
function withDraft(values: EntryFormValues, name: ListName): string[] {
  const item = values.drafts[name].trim() ? listItem(name, values.drafts[name]) : undefined;
  return item ? [...values[name], item] : values[name];
}

/**
 * The API body of valid form values. The date is noon of the chosen day in the member's time
 * zone, so that day is also the UTC date for any zone within 12 hours of UTC: the API and the
 * calendar feed keep the same day. Only the body's own fields are sent: the API refuses others.
 * The schema holds the project and categories to the form's lists, which are the API's.
 */
export function snapshotBody(values: EntryFormValues, author: string): SnapshotBody {
  return {
    author,
    title: values.title.trim(),
    project: values.project as SnapshotBody['project'],
    categories: values.categories as SnapshotBody['categories'],
    descriptions: withDraft(values, 'descriptions'),
    hyperlinks: withDraft(values, 'hyperlinks'),
    contributors: withDraft(values, 'contributors'),
    date: moment({ year: values.year, month: values.month - 1, date: values.day, hour: 12 }).toISOString(),
  };
}
