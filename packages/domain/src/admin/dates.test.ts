import { describe, expect, it } from 'vitest';
import { addYears, compareIsoDates, isIsoDate } from './dates';

describe('licence dates', () => {
  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2023-12-31', true],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['2023-04-31', false],
    ['31/12/2023', false],
    ['2023-1-1', false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2021-06-15', 3, '2024-06-15'],
    ['2024-02-29', 3, '2027-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2020-12-31', 1, '2021-12-31'],
  ])('addYears(%s, %i) is %s', (from, years, expected) => {
    expect(addYears(from, years)).toBe(expected);
  });

  it('addYears refuses a non-ISO date', () => {
    expect(() => addYears('15/06/2021', 3)).toThrow('not an ISO date: 15/06/2021');
  });

  it.each([
    ['2024-01-01', '2024-01-02', -1],
    ['2024-01-02', '2024-01-01', 1],
    ['2024-01-01', '2024-01-01', 0],
  ])('compareIsoDates(%s, %s) is %i', (a, b, expected) => {
    expect(compareIsoDates(a, b)).toBe(expected);
  });
});
