import { describe, expect, it } from 'vitest';
import {
  GEO_MESSAGES,
  formatCoordinate,
  isDecimalDegrees,
  latitudeRangeIssue,
  longitudeRangeIssue,
  parseCoordinate,
  roundCoordinate,
} from './coordinates';

describe('decimal degrees', () => {
  it.each([
    [-33.1234564, -33.123456],
    [151.1234565, 151.123457],
    [151, 151],
  ])('roundCoordinate(%f) is %f', (value, rounded) => {
    expect(roundCoordinate(value)).toBe(rounded);
  });

  it.each<[string | number | null | undefined, number | null]>([
    ['-33.12345678', -33.123457],
    [' 151.5 ', 151.5],
    ['.5', 0.5],
    [151.2, 151.2],
    ['', null],
    ['abc', null],
    ['1e5', null],
    [null, null],
    [undefined, null],
  ])('parseCoordinate(%j) is %j', (text, value) => {
    expect(parseCoordinate(text)).toBe(value);
  });

  it.each<[string | number | null | undefined, boolean]>([
    ['-33.123456', true],
    ['151', true],
    [151.5, true],
    ['-33.1234567', false],
    ['abc', false],
    [null, false],
    [undefined, false],
  ])('isDecimalDegrees(%j) is %s', (text, ok) => {
    expect(isDecimalDegrees(text)).toBe(ok);
  });
});

describe('NSW ranges', () => {
  it.each<[number | null, boolean]>([
    [-33, true],
    [-37.505385, true],
    [-28.157094, true],
    [null, true],
    [-37.505386, false],
    [-28.157093, false],
  ])('latitude %s in range: %s', (latitude, ok) => {
    const issue = latitudeRangeIssue('actualLatitude', latitude);
    if (ok) expect(issue).toBeNull();
    else
      expect(issue).toEqual({
        path: 'actualLatitude',
        message: 'Enter values between -37.505385 and -28.157094 for latitude',
        severity: 'error',
      });
  });

  it.each<[number | undefined, boolean]>([
    [151, true],
    [140.995306, true],
    [153.63873, true],
    [undefined, true],
    [140.995305, false],
    [153.638731, false],
  ])('longitude %s in range: %s', (longitude, ok) => {
    const issue = longitudeRangeIssue('actualLongitude', longitude);
    if (ok) expect(issue).toBeNull();
    else
      expect(issue).toEqual({
        path: 'actualLongitude',
        message: 'Enter values between 140.995306 and 153.638730 for longitude',
        severity: 'error',
      });
  });

  it('keeps the hole-row decimal messages verbatim', () => {
    expect(GEO_MESSAGES.latitudeDecimals).toBe('Enter latitude in degree decimals upto 6 decimal places');
    expect(GEO_MESSAGES.longitudeDecimals).toBe('Enter longitude in degree decimals upto 6 decimal places');
  });
});

describe('formatCoordinate', () => {
  it.each([
    [-32.3391, '-32.339100'],
    [148.514355, '148.514355'],
    [151, '151.000000'],
    [null, ''],
  ])('%s reads %s', (value, text) => {
    expect(formatCoordinate(value)).toBe(text);
  });
});
