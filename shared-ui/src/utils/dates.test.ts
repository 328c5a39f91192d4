import { formatDate, formatDay } from './dates';

describe('dates', () => {
  it("writes a date as 'MMMM DD, YYYY'", () => {
    expect(formatDate(new Date(2026, 2, 5, 12))).toBe('March 05, 2026');
  });

  it('writes a highlight’s day as in UTC, so a server and a browser in other time zones write the same', () => {
    // Any zone but UTC's puts one of these on another day.
    expect(formatDay('2026-03-05T00:30:00.000Z')).toBe('March 05, 2026');
    expect(formatDay('2026-03-05T23:30:00.000Z')).toBe('March 05, 2026');
  });
});
