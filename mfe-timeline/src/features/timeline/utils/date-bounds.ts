import moment from 'moment';

const INPUT_DATE = 'YYYY-MM-DD';

export interface DateBounds {
  from?: Date;
  to?: Date;
}

/**
 * The instants a date range covers (spec section 5): the start day from 00:00:00, the end day to
 * 23:59:59.999, in the member's own time zone. When both ends are set and the start is the later
 * day, they are swapped. An unset or unreadable end leaves that side open.
 */
export function dateBounds(initial: string, target: string): DateBounds {
  let start = moment(initial, INPUT_DATE, true);
  let end = moment(target, INPUT_DATE, true);
  if (start.isValid() && end.isValid() && start.isAfter(end)) [start, end] = [end, start];
  return {
    from: start.isValid() ? start.clone().startOf('day').toDate() : undefined,
    to: end.isValid() ? end.clone().endOf('day').toDate() : undefined,
  };
}

export function withinBounds(date: string, bounds: DateBounds): boolean {
  const time = Date.parse(date);
  return (!bounds.from || time >= bounds.from.getTime()) && (!bounds.to || time <= bounds.to.getTime());
}
