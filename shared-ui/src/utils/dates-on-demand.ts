// moment (18 KB compressed) fetched on demand for the dates a page only shows (DateText, decision
// 0050), through a store React reads with useSyncExternalStore.

/** Writes `value` as the site shows dates: a calendar day (`day`, read in UTC) or a moment. */
export type DateFormat = (value: string, day: boolean) => string;

let format: DateFormat | undefined;
let loading: Promise<DateFormat> | undefined;
const listeners = new Set<() => void>();

/** Fetches the dates' code, once however often called; a failed fetch is tried again at the next call. */
export function loadDateFormat(): Promise<DateFormat> {
  loading ??= import('./dates').then(
    ({ formatDate, formatDay }) => {
      format = (value, day) => (day ? formatDay(value) : formatDate(value));
      for (const listener of listeners) listener();
      return format;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The format once its code has arrived, else undefined. */
export const dateFormat = (): DateFormat | undefined => format;

export function onDateFormat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
