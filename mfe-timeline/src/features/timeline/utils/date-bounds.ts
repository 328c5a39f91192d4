/** A date input's value: YYYY-MM-DD. */
const INPUT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateBounds {
  from?: Date;
  to?: Date;
}

/**
 * A date input's day in the member's own time zone, at its first instant or (`end`) its last;
 * undefined when the value is not a day (empty, '2025-02-30'). Read by hand rather than with
 * moment, so the page's first load holds no moment (decision 0051): the filters run as it hydrates.
 */
function dayOf(value: string, end: boolean): Date | undefined {
  const parts = INPUT_DATE.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(0);
  // setFullYear, not the constructor, which reads years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  if (end) date.setHours(23, 59, 59, 999);
  else date.setHours(0, 0, 0, 0);
  return date;
}

/**
 * The instants a date range covers (spec section 5): the start day from 00:00:00, the end day to
 * 23:59:59.999, in the member's own time zone. When both ends are set and the start is the later
 * day, they are swapped. An unset or unreadable end leaves that side open.
 */
export function dateBounds(initial: string, target: string): DateBounds {
  const swap = dayOf(initial, false) !== undefined && dayOf(target, false) !== undefined && initial > target;
  const [first, last] = swap ? [target, initial] : [initial, target];
  return { from: dayOf(first, false), to: dayOf(last, true) };
}

export function withinBounds(date: string, bounds: DateBounds): boolean {
  const time = Date.parse(date);
  return (!bounds.from || time >= bounds.from.getTime()) && (!bounds.to || time <= bounds.to.getTime());
}
