import moment from 'moment';

export const DATE_FORMAT = 'MMMM DD, YYYY';

/** A date as the site shows it: 'March 05, 2026'. */
export function formatDate(value: string | Date): string {
  return moment(value).format(DATE_FORMAT);
}
