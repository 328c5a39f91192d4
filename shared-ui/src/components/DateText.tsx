import { use, useEffect, useSyncExternalStore } from 'react';
import { dateFormat, loadDateFormat, onDateFormat } from '../utils/dates-on-demand';

export interface DateTextProps {
  /** The date as the API writes it (ISO 8601). */
  value: string;
  /** A calendar day (a highlight's), read in UTC: see formatDay. */
  day?: boolean;
}

const noFormat = () => undefined;

/**
 * The dates' format: on the server, once it has arrived (the render waits for it, so the page
 * holds the date); in the browser, from the moment it has, fetched once the page is hydrated.
 * Hydration reads it as missing, as the server's snapshot.
 */
function useDateFormat() {
  const onServer = typeof window === 'undefined';
  const serverFormat = onServer ? use(loadDateFormat()) : undefined;
  const browserFormat = useSyncExternalStore(onDateFormat, dateFormat, noFormat);
  useEffect(() => {
    loadDateFormat().catch(() => undefined);
  }, []);
  return serverFormat ?? browserFormat;
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
