import { describe, expect, it } from 'vitest';
import { canChangeBoreShape, changeBoreShape, changeExcavationOrLining, excavatedDepth, newExcavationRow } from './excavation.edit';
import { excavationRowSchema, type ExcavationRow } from './excavation.schema';

const row = (o: Partial<ExcavationRow>): ExcavationRow => ({ ...excavationRowSchema.parse({ status: 'existing' }), ...o });
const rows = [
  row({ excavationOrLining: 1, boreShapeType: 2, from: 0, to: 5, diameter: 1200, drillingMethod: 1 }),
  row({ excavationOrLining: 2, boreShapeType: 2, from: 0, to: 6, diameter: 900, material: 1 }),
];

describe('excavation editing', () => {
  it.each([
    [1, 5],
    [2, 6],
  ])('a new row of kind %i starts at the previous same-kind to (%i) with the first shape', (kind, from) => {
    expect(newExcavationRow(rows, kind)).toMatchObject({ excavationOrLining: kind, from, boreShapeType: 2, status: 'new' });
  });

  it('a first row starts at 0', () => {
    expect(newExcavationRow([], 1)).toMatchObject({ from: 0, boreShapeType: null });
  });

  it.each([
    [1, { material: null, drillingMethod: 1 }],
    [2, { material: 1, drillingMethod: null }],
  ])('changing to kind %i clears the other field', (kind, expected) => {
    expect(changeExcavationOrLining(row({ material: 1, drillingMethod: 1 }), kind)).toMatchObject(expected);
  });

  it.each([
    [1, { length: 2, width: 3, diameter: null }],
    [2, { length: null, width: null, diameter: 4 }],
  ])('changing shape to %i clears the other dimensions', (shape, expected) => {
    expect(changeBoreShape(row({ length: 2, width: 3, diameter: 4 }), shape)).toMatchObject(expected);
  });

  it.each([
    [0, true],
    [1, false],
  ])('row %i may change shape: %s', (index, expected) => {
    expect(canChangeBoreShape(index)).toBe(expected);
  });

  it.each([
    [rows, 5],
    [[], null],
  ])('excavated depth is the deepest excavation to', (r, expected) => {
    expect(excavatedDepth(r)).toBe(expected);
  });
});
