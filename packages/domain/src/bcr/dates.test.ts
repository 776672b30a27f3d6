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
});
