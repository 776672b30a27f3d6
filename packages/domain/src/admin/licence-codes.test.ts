import { describe, expect, it } from 'vitest';
import { endorsementIds, endorsementNames, licenceClassId, licenceClassName } from './licence-codes';

describe('licence classes and endorsements', () => {
  it('maps a class id to its stored name and back, in any letter case', () => {
    expect(licenceClassName(3)).toBe('Class 3');
    expect(licenceClassId('class 3')).toBe(3);
    expect(licenceClassName(9)).toBeNull();
    expect(licenceClassId('Class 9')).toBeNull();
  });

  it('stores endorsements as names in list order and reads the seeded text back', () => {
    expect(endorsementNames([3, 1])).toBe('Cable tool, Rotary mud');
    expect(endorsementNames([])).toBeNull();
    expect(endorsementIds('Cable tool, Rotary air, Rotary mud')).toEqual([1, 2, 3]);
    expect(endorsementIds('Cable tool, Hand dug')).toEqual([1]);
    expect(endorsementIds(null)).toEqual([]);
  });
});
