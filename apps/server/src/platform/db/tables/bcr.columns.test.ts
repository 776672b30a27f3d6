import { describe, expect, it } from 'vitest';
import { columnsOf, fieldsOf, HEAD_WORKS_COLUMNS } from './bcr.columns';

describe('fieldsOf and columnsOf', () => {
  it('read every field of a map from its column, in the map’s order, a missing column as null', () => {
    const fields = fieldsOf({ hw_lengths: 1.2, hw_width: null, unrelated: 'x' }, HEAD_WORKS_COLUMNS);
    expect(Object.keys(fields)).toEqual(Object.keys(HEAD_WORKS_COLUMNS));
    expect(Object.values(fields).filter((v) => v !== null)).toEqual([1.2]);
    expect(Object.values(fieldsOf(null, HEAD_WORKS_COLUMNS)).every((v) => v === null)).toBe(true);
  });

  it('write the columns back from the fields: one undoes the other', () => {
    const stored = Object.fromEntries(Object.values(HEAD_WORKS_COLUMNS).map((column, i) => [column, i + 0.5]));
    expect(columnsOf(fieldsOf(stored, HEAD_WORKS_COLUMNS), HEAD_WORKS_COLUMNS)).toEqual(stored);
    expect(Object.values(columnsOf(null, HEAD_WORKS_COLUMNS)).every((v) => v === null)).toBe(true);
  });

  it('take names as they are, quotes and all (they are written into generated code)', () => {
    const odd = { 'a"b': "c'd", 'e\\f': 'g\nh' } as const;
    expect(fieldsOf({ "c'd": 1, 'g\nh': 2 }, odd)).toEqual({ 'a"b': 1, 'e\\f': 2 });
    expect(columnsOf({ 'a"b': 3 }, odd)).toEqual({ "c'd": 3, 'g\nh': null });
  });
});
