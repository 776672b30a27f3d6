import { describe, expect, it } from 'vitest';
import {
  WORK_ATTRIBUTE_1_OPTIONS,
  attribute3Options,
  attribute4Options,
  attributeName,
  dependsOnOriginalWork,
  isAmended,
  isAttribute4Required,
  isMonitoring,
  showsAttribute4,
  withAttribute2,
  withAttribute3,
  type WorkAttributeIds,
} from './attributes';

const ids = (a1: number | null, a2: number | null, a3: number | null, a4: number | null): WorkAttributeIds => ({
  attribute1: a1,
  attribute2: a2,
  attribute3: a3,
  attribute4: a4,
});

describe('work attribute cascade', () => {
  it.each<[number | null, number[]]>([
    [2, [5, 6, 7]],
    [3, [1, 2, 8]],
    [1, [1, 2, 3, 4, 8]],
    [4, [1, 2, 3, 4, 8]],
    [null, []],
  ])('attribute 2 = %s offers attribute 3 ids %j', (a2, expected) => {
    expect(attribute3Options(a2).map((o) => o.id)).toEqual(expected);
  });

  it.each<[number | null, number[], number[]]>([
    [2, [1, 2], []],
    [4, [3, 4], []],
    [3, [5, 6], [6]],
    [1, [], []],
    [null, [], []],
  ])('attribute 3 = %s offers attribute 4 ids %j (disabled %j)', (a3, expected, disabled) => {
    const options = attribute4Options(a3);
    expect(options.map((o) => o.id)).toEqual(expected);
    expect(options.filter((o) => o.disabled).map((o) => o.id)).toEqual(disabled);
  });

  it.each<[number | null, number, boolean, boolean]>([
    [2, 5, true, true],
    [3, 5, true, true],
    [4, 2, true, true],
    [4, 3, true, false],
    [1, 5, false, false],
    [5, 5, false, false],
    [6, 5, false, false],
    [7, 5, false, false],
    [8, 5, false, false],
    [null, 5, false, false],
  ])('attribute 3 = %s, role %i: shown %s, required %s', (a3, role, shown, required) => {
    expect(showsAttribute4(a3)).toBe(shown);
    expect(isAttribute4Required(a3, role)).toBe(required);
  });

  it('changing attribute 2 clears 3 and 4', () => {
    expect(withAttribute2(ids(1, 1, 2, 1), 2)).toEqual(ids(1, 2, null, null));
  });

  it('changing attribute 3 clears 4', () => {
    expect(withAttribute3(ids(1, 1, 2, 1), 4)).toEqual(ids(1, 1, 4, null));
  });

  it.each<[number | null, boolean, boolean]>([
    [1, false, false],
    [2, true, true],
    [3, false, true],
    [4, true, true],
    [null, false, false],
  ])('attribute 1 = %s: amended %s, depends on original %s', (a1, amended, depends) => {
    expect(isAmended(a1)).toBe(amended);
    expect(dependsOnOriginalWork(a1)).toBe(depends);
  });

  it('isMonitoring and attributeName', () => {
    expect(isMonitoring({ attribute2: 2 })).toBe(true);
    expect(isMonitoring({ attribute2: 1 })).toBe(false);
    expect(attributeName(WORK_ATTRIBUTE_1_OPTIONS, 3)).toBe('Decommission');
    expect(attributeName(WORK_ATTRIBUTE_1_OPTIONS, 99)).toBe('');
  });
});
