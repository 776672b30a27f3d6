import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarYears, daysBetween, isAfter, isoDateToDays } from './dates';

describe('bcr dates', () => {
  it.each([
    ['2024-03-01', '2024-01-01', 60],
    ['2024-01-01', '2024-03-01', -60],
    ['2024-01-01T10:00:00Z', '2024-01-01', 0],
    [null, '2024-01-01', null],
    ['not a date', '2024-01-01', null],
  ])('daysBetween(%j, %j) is %j', (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });

  it.each([
    ['2024-01-02', '2024-01-01', true],
    ['2024-01-01', '2024-01-01', false],
    [null, '2024-01-01', false],
  ])('isAfter(%j, %j) is %s', (a, b, expected) => {
    expect(isAfter(a, b)).toBe(expected);
  });

  it.each([
    ['2020-02-29', 3, '2023-02-28'],
    ['2021-06-15', 3, '2024-06-15'],
    ['junk', 3, 'junk'],
  ])('addCalendarYears(%s, %i) is %s', (iso, years, expected) => {
    expect(addCalendarYears(iso, years)).toBe(expected);
  });

  it.each([
    ['1970-01-02', 1],
    ['2024-13-45', null],
    ['x', null],
  ])('isoDateToDays(%s) is %j', (iso, expected) => {
    expect(isoDateToDays(iso)).toBe(expected);
  });

  it.each([
    ['2024-02-29', 19782],
    ['2023-02-29', null],
    ['1900-02-29', null],
    ['2000-02-29', 11016],
    ['1969-12-31', -1],
    ['2024-04-31', null],
    ['2024-00-10', null],
    ['2024-01-00', null],
    ['2024/01/01', null],
    ['2024-1-01', null],
    ['２０２４-01-01', null],
  ])('isoDateToDays(%s) is %j (leap years, month lengths, separators, ASCII digits only)', (iso, expected) => {
    expect(isoDateToDays(iso)).toBe(expected);
  });

  it('gives the day Date.UTC gives for any yyyy-mm-dd text, and null where Date.UTC rolls over', () => {
    const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    const text = fc.tuple(fc.integer({ min: 0, max: 9999 }), twoDigits, twoDigits).map(([y, m, d]) => `${String(y).padStart(4, '0')}-${m}-${d}`);
    fc.assert(
      fc.property(text, (iso) => {
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
        const date = new Date(Date.UTC(y, m - 1, d));
        const real = date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        expect(isoDateToDays(iso)).toBe(real ? Math.floor(date.getTime() / 86_400_000) : null);
      }),
      { numRuns: 5000 },
    );
  });
});
