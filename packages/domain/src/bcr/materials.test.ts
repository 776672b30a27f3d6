import { describe, expect, it } from 'vitest';
import { CASING_MATERIALS, materialOf, maxCentraliserSpacing } from './materials';

const validations = [
  { materialId: 8, minWallThicknessRange: 3, maxWallThicknessRange: 6, maxSeparationOfCentralisers: 12 },
  { materialId: 8, minWallThicknessRange: 6.01, maxWallThicknessRange: 12, maxSeparationOfCentralisers: 18 },
];

describe('materials', () => {
  it('has 13 casing materials', () => {
    expect(CASING_MATERIALS).toHaveLength(13);
  });

  it.each([
    [8, 5, 12],
    [8, 8, 18],
    [8, null, 12],
    [8, 20, null],
    [5, 5, null],
    [null, 5, null],
  ])('material %j wall %j: max spacing %j', (material, wall, expected) => {
    expect(maxCentraliserSpacing(validations, material, wall)).toBe(expected);
  });

  it.each([
    [12, 'stainless'],
    [undefined, undefined],
    [99, undefined],
  ])('material %j is %j', (id, kind) => {
    expect(materialOf(id)?.kind).toBe(kind);
  });
});
