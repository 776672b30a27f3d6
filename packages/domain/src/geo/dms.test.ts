import { describe, expect, it } from 'vitest';
import { decimalToDms, dmsToDecimal, latLngToDms, validateDms, type Dms, type DmsPair } from './dms';

const dms = (degrees: number | null, minutes: number | null, seconds: number | null): Dms => ({ degrees, minutes, seconds });
const pair = (south: Dms, east: Dms): DmsPair => ({ south, east });

describe('DMS (South and East)', () => {
  it.each<[string, DmsPair, { latitude: number; longitude: number }]>([
    ['Flinders Peak', pair(dms(37, 57, 3.7203), dms(144, 25, 29.5244)), { latitude: -37.951033, longitude: 144.424868 }],
    ['whole degrees', pair(dms(33, 0, 0), dms(151, 0, 0)), { latitude: -33, longitude: 151 }],
    ['negative degrees typed for South', pair(dms(-33, 30, 0), dms(151, 30, 0)), { latitude: -33.5, longitude: 151.5 }],
  ])('dmsToDecimal: %s', (_label, input, expected) => {
    expect(dmsToDecimal(input)).toEqual(expected);
  });

  it.each<[string, DmsPair, string]>([
    ['missing South seconds', pair(dms(33, 0, null), dms(151, 0, 0)), 'Please enter degree, minute and second for both South and East.'],
    ['missing East degrees', pair(dms(33, 0, 0), dms(null, 0, 0)), 'Please enter degree, minute and second for both South and East.'],
    ['NaN minutes', pair(dms(33, Number.NaN, 0), dms(151, 0, 0)), 'Please enter degree, minute and second for both South and East.'],
    ['60 minutes', pair(dms(33, 60, 0), dms(151, 0, 0)), 'Minutes and seconds must be less than 60.'],
    ['negative seconds', pair(dms(33, 0, 0), dms(151, 0, -1)), 'Minutes and seconds must be less than 60.'],
  ])('validateDms refuses %s', (_label, input, message) => {
    expect(validateDms(input)).toEqual([{ path: 'dms', message, severity: 'error' }]);
    expect(dmsToDecimal(input)).toBeNull();
  });

  it('validateDms passes a complete pair', () => {
    expect(validateDms(pair(dms(33, 1, 2), dms(151, 3, 4)))).toEqual([]);
  });

  it.each([
    [-33.5, { degrees: 33, minutes: 30, seconds: 0 }],
    [151.25, { degrees: 151, minutes: 15, seconds: 0 }],
    [-37.951033, { degrees: 37, minutes: 57, seconds: 3.719 }],
    [150.9999999, { degrees: 151, minutes: 0, seconds: 0 }],
  ])('decimalToDms(%f)', (value, expected) => {
    expect(decimalToDms(value)).toEqual(expected);
  });

  it('carries seconds that round up to 60 into the minutes', () => {
    expect(decimalToDms(10 + 58 / 60 + 59.9999 / 3600)).toEqual({ degrees: 10, minutes: 59, seconds: 0 });
  });

  it('round-trips through latLngToDms', () => {
    const back = latLngToDms(-33.865143, 151.2099);
    expect(dmsToDecimal(back)).toEqual({ latitude: -33.865143, longitude: 151.2099 });
  });
});
