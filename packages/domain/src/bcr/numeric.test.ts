import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGIT_LIMITS } from './digit-limits';
import { cleanNumericInput, digitLimitIssue, round2, toNumberOrNull } from './numeric';

describe('cleanNumericInput', () => {
  it.each([
    ['12a3', { digits: 5 }, '123'],
    ['007', { digits: 5 }, '7'],
    ['00.5', { digits: 5 }, '0.5'],
    ['.5', { digits: 5 }, '0.5'],
    ['1.2345', { digits: 5 }, '1.23'],
    ['1.2.3', { digits: 5 }, '1.23'],
    ['123456', { digits: 4 }, '1234'],
    ['-12', { digits: 4 }, '12'],
    ['-12', { digits: 4, allowNegative: true }, '-12'],
    ['12.7', { digits: 2, decimals: 0 }, '12'],
    ['', { digits: 4 }, ''],
    ['0', { digits: 4 }, '0'],
  ])('cleans %j with %j to %j', (raw, limit, expected) => {
    expect(cleanNumericInput(raw, limit)).toBe(expected);
  });
});

describe('digitLimitIssue', () => {
  it.each([
    [1234.56, DIGIT_LIMITS.waterEntryDesign.od, null],
    [12345, DIGIT_LIMITS.waterEntryDesign.od, 'Maximum 4 digits allowed before the decimal point'],
    [1.234, DIGIT_LIMITS.waterEntryDesign.od, 'Maximum 2 decimal places allowed'],
    [-3, DIGIT_LIMITS.waterEntryDesign.to, 'Negative values are not allowed'],
    [-3, DIGIT_LIMITS.waterEntryDesign.from, null],
    [1.5, DIGIT_LIMITS.hours, 'Maximum 0 decimal places allowed'],
    [99999, DIGIT_LIMITS.depth, null],
    [999999, DIGIT_LIMITS.depth, 'Maximum 5 digits allowed before the decimal point'],
    [100000, DIGIT_LIMITS.depth, 'Maximum 5 digits allowed before the decimal point'],
    [0, DIGIT_LIMITS.depth, null],
    [-10000, DIGIT_LIMITS.waterEntryDesign.from, 'Maximum 4 digits allowed before the decimal point'],
    [99999.99, DIGIT_LIMITS.depth, null],
    [0.001, DIGIT_LIMITS.depth, 'Maximum 2 decimal places allowed'],
    [1e-7, DIGIT_LIMITS.depth, null],
  ])('%s against %j gives %j', (value, limit, expected) => {
    expect(digitLimitIssue(value, limit)).toBe(expected);
  });

  it('counts digits and decimals as the number’s shortest text splits at its point', () => {
    // The count by splitting the text, as it was first written: digits before the point without
    // leading zeros, decimals after it.
    const bySplit = (value: number, digits: number, decimals: number) => {
      const [whole = '', fraction = ''] = Math.abs(value).toString().split('.');
      if (whole.replace(/^0+(?=\d)/, '').length > digits) return 'digits';
      return fraction.length > decimals ? 'decimals' : null;
    };
    const byIssue = (value: number, digits: number, decimals: number) => {
      const issue = digitLimitIssue(value, { digits, decimals, allowNegative: true });
      return issue === null ? null : issue.includes('digits') ? 'digits' : 'decimals';
    };
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 4 }), (value, digits, decimals) => {
        expect(byIssue(value, digits, decimals)).toBe(bySplit(value, digits, decimals));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('toNumberOrNull', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['12.5', 12.5],
    [7, 7],
    ['abc', 'abc'],
  ])('%j becomes %j', (input, expected) => {
    expect(toNumberOrNull(input)).toBe(expected);
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [2.344, 2.34],
    [10, 10],
  ])('%s rounds to %s', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });
});
