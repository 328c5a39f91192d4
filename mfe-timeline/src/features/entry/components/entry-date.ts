import moment from 'moment';

/** Spec section 5: the year select offers the entry's year and four years either side. */
export const YEARS_EACH_SIDE = 4;

export function yearsAround(year: number): number[] {
  return Array.from({ length: 2 * YEARS_EACH_SIDE + 1 }, (_, index) => year - YEARS_EACH_SIDE + index);
}

/** How many days a month (1 to 12) has in a year. */
export function daysInMonth(year: number, month: number): number {
  return moment({ year, month: month - 1 }).daysInMonth();
}
