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

describe('dateBounds, values no date input gives', () => {
  it('leaves open a side whose end is no real day', () => {
    expect(dateBounds('2025-02-30', '2025-13-01')).toEqual({ from: undefined, to: undefined });
    expect(dateBounds('2025-3-5', 'March 5')).toEqual({ from: undefined, to: undefined });
  });

  it('swaps only ends that are both days, and reads leap days and early years', () => {
    expect(dateBounds('2025-03-07', 'tomorrow')).toEqual({ from: local(7, 0), to: undefined });
    expect(dateBounds('zzz', '2025-03-07')).toEqual({ from: undefined, to: local(7, 23, 59, 59, 999) });
    expect(dateBounds('2024-02-29', '')).toEqual({ from: new Date(2024, 1, 29), to: undefined });
    const early = dateBounds('0099-12-31', '').from!;
    expect([early.getFullYear(), early.getMonth(), early.getDate(), early.getHours()]).toEqual([99, 11, 31, 0]);
  });
});
