import { daysInMonth, yearsAround } from './entry-date';

describe('entry dates', () => {
  it('offers the entry year and four years either side', () => {
    expect(yearsAround(2025)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
  });

  it('knows the length of each month, leap years included', () => {
    expect(daysInMonth(2025, 1)).toBe(31);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});
