import { use, useEffect, useSyncExternalStore } from 'react';
import { dateFormat, loadDateFormat, onDateFormat, type DateFormat } from '../utils/dates-on-demand';

const noFormat = () => undefined;

/**
 * The dates' format (moment, fetched on demand: decision 0050): on the server, once it has arrived
 * (the render waits for it, so the page holds its dates); in the browser, from the moment it has,
 * fetched once the page is hydrated. Hydration reads it as missing, as the server's snapshot.
 */
export function useDateFormat(): DateFormat | undefined {
  const onServer = typeof window === 'undefined';
  const serverFormat = onServer ? use(loadDateFormat()) : undefined;
  const browserFormat = useSyncExternalStore(onDateFormat, dateFormat, noFormat);
  useEffect(() => {
    loadDateFormat().catch(() => undefined);
  }, []);
  return serverFormat ?? browserFormat;
}
