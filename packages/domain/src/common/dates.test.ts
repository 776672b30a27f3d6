import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_OPTIONS, MINUTE_OPTIONS, ageInYears, daysInMonth, formatDate, nswDay, parseAuDate } from './dates';

describe('dates (dd/MM/yyyy, en-AU)', () => {
  it.each<[Date | string | null | undefined, string]>([
    [new Date(2024, 0, 5), '05/01/2024'],
    [new Date(2023, 11, 31, 23, 59), '31/12/2023'],
    ['2024-03-05', '05/03/2024'],
    ['2024-03-05T23:30:00Z', '05/03/2024'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
    [new Date(Number.NaN), ''],
  ])('formatDate(%s) is %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('formatDate reads a non-ISO date string through Date', () => {
    expect(formatDate('March 5, 2024')).toBe('05/03/2024');
  });

  it.each<[string | null | undefined, string | null]>([
    ['05/03/2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['2024-03-05', null],
    [null, null],
  ])('parseAuDate(%j) is %j', (text, iso) => {
    expect(parseAuDate(text)).toBe(iso);
  });

  it.each([
    [new Date('2000-01-01T00:00:00Z'), new Date('2010-01-01T00:00:00Z'), 10],
    [new Date('2000-01-01T00:00:00Z'), new Date('2000-12-30T00:00:00Z'), 0],
  ])('ageInYears(%s, %s) is %i', (from, now, years) => {
    expect(ageInYears(from, now)).toBe(years);
  });

  it('offers hours 00-23 and minutes 00-59', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect([HOUR_OPTIONS[0], HOUR_OPTIONS[23]]).toEqual(['00', '23']);
    expect(MINUTE_OPTIONS).toHaveLength(60);
    expect(MINUTE_OPTIONS[59]).toBe('59');
  });
});

describe('nswDay', () => {
  it('gives the New South Wales calendar day of an instant, whatever the machine’s zone', () => {
    expect(nswDay(new Date('2024-03-01T13:30:00Z'))).toBe('2024-03-02');
    expect(nswDay(new Date('2024-07-01T13:30:00Z'))).toBe('2024-07-01');
  });

  it('turns the day at Sydney midnight exactly, asked in any order (the last answer is kept for its minute)', () => {
    // 1 March 2024 is daylight time (+11:00): midnight is 13:00 UTC; in July (+10:00) it is 14:00 UTC.
    const days = ['2024-03-01T12:59:59.999Z', '2024-03-01T13:00:00.000Z', '2024-03-01T12:59:00.000Z', '2024-07-01T13:59:59.999Z', '2024-07-01T14:00:00Z'];
    expect(days.map((d) => nswDay(new Date(d)))).toEqual(['2024-03-01', '2024-03-02', '2024-03-01', '2024-07-01', '2024-07-02']);
    expect(() => nswDay(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('gives the days Date.UTC gives for any year and month, rolling over as it does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 3000 }), fc.integer({ min: -30, max: 30 }), (year, month) => {
        expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }),
      { numRuns: 5000 },
    );
  });
});
