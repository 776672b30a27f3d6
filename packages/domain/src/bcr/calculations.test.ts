import { describe, expect, it } from 'vitest';
import { cumulativeYields, fillDiameters, sieveModalGrain, thickness } from './calculations';

describe('thickness', () => {
  it.each([
    [10, 12.456, 2.46],
    [0, 30, 30],
    [null, 5, null],
    [5, undefined, null],
  ])('from %s to %s is %s', (from, to, expected) => {
    expect(thickness(from, to)).toBe(expected);
  });
});

describe('cumulativeYields', () => {
  it.each([
    [[1, 2.5, null, 0.25], [1, 3.5, 3.5, 3.75]],
    [[], []],
  ])('%j accumulates to %j', (yields, expected) => {
    expect(cumulativeYields(yields)).toEqual(expected);
  });
});

describe('sieveModalGrain', () => {
  it.each([
    [0, 'Fine', null],
    [1, 'Fine', 'Fine'],
    [null, 'Fine', 'Fine'],
  ])('sieve %s keeps %j as %j', (sieve, grain, expected) => {
    expect(sieveModalGrain(sieve, grain)).toBe(expected);
  });
});

describe('fillDiameters', () => {
  it.each([
    [{ od: 140, wallThickness: null, id: 130 }, { od: 140, wallThickness: 5, id: 130 }],
    [{ od: 140, wallThickness: 5, id: null }, { od: 140, wallThickness: 5, id: 130 }],
    [{ od: null, wallThickness: 5, id: 130 }, { od: 140, wallThickness: 5, id: 130 }],
    [{ od: 140, wallThickness: null, id: null }, { od: 140, wallThickness: null, id: null }],
    [{ od: 140, wallThickness: 6, id: 130 }, { od: 140, wallThickness: 6, id: 130 }],
  ])('fills %j to %j', (input, expected) => {
    expect(fillDiameters(input)).toEqual(expected);
  });
});
