import { useDateFormat } from '../hooks/use-date-format';

export interface DateTextProps {
  /** The date as the API writes it (ISO 8601). */
  value: string;
  /** A calendar day (a highlight's), read in UTC: see formatDay. */
  day?: boolean;
}

/**
 * A date as the site shows it ('March 05, 2026') in a `<time>`, without moment in the page's
 * first load (decision 0050): moment is 18 KB compressed, about 90 ms of a phone's slow 4G before
 * a drawn page could hydrate, though a date answers no click. Hydrated with no text, the element
 * keeps the text the server drew (suppressHydrationWarning: React leaves it as drawn) and gets
 * its own once moment has come; a page reached in the browser shows the date from then. Keyed by
 * the date, so that another date never shows the drawn one.
 */
export function DateText({ value, day = false }: DateTextProps) {
  const format = useDateFormat();
  return (
    <time key={value} dateTime={value} suppressHydrationWarning>
      {format ? format(value, day) : ''}
    </time>
  );
}
