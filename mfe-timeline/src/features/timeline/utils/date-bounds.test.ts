import { dateBounds, withinBounds } from './date-bounds';

/** A local time, as the member's browser reads the date inputs. */
const local = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2025, 2, day, hours, minutes, seconds, ms);

describe('dateBounds', () => {
  it('runs from 00:00:00 of the start day to 23:59:59 of the end day', () => {
    const { from, to } = dateBounds('2025-03-03', '2025-03-07');
    expect(from).toEqual(local(3, 0));
    expect(to).toEqual(local(7, 23, 59, 59, 999));
  });

  it('swaps the ends when the start is later than the end', () => {
    expect(dateBounds('2025-03-07', '2025-03-03')).toEqual({ from: local(3, 0), to: local(7, 23, 59, 59, 999) });
  });

  it('covers the whole day when both ends are the same day', () => {
    const bounds = dateBounds('2025-03-05', '2025-03-05');
    expect(withinBounds(local(5, 0).toISOString(), bounds)).toBe(true);
    expect(withinBounds(local(5, 23, 59, 59).toISOString(), bounds)).toBe(true);
    expect(withinBounds(local(4, 23, 59, 59).toISOString(), bounds)).toBe(false);
    expect(withinBounds(local(6, 0).toISOString(), bounds)).toBe(false);
  });

  it('leaves a side open when its end is not set', () => {
    expect(dateBounds('2025-03-03', '')).toEqual({ from: local(3, 0), to: undefined });
    expect(dateBounds('', '2025-03-07')).toEqual({ from: undefined, to: local(7, 23, 59, 59, 999) });
    expect(dateBounds('', '')).toEqual({ from: undefined, to: undefined });
    expect(withinBounds('1990-01-01T00:00:00.000Z', dateBounds('', ''))).toBe(true);
  });
});
