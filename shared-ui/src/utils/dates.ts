import moment from 'moment';

export const DATE_FORMAT = 'MMMM DD, YYYY';

/** A date as the site shows it: 'March 05, 2026'. */
export function formatDate(value: string | Date): string {
  return moment(value).format(DATE_FORMAT);
}

/**
 * A moment that stands for a calendar day (a highlight's: noon of the day an admin chose), as
 * formatDate writes it, read in UTC: the same day on the server that draws a page and in every
 * visitor's browser that hydrates it, whatever their time zones.
 */
export function formatDay(value: string): string {
  return moment.utc(value).format(DATE_FORMAT);
}
