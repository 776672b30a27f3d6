import { describe, expect, it } from 'vitest';
import type { RowStatus } from './codes';
import { activeEntries, activeRows, canAddNext, canRemove, hasSavedRows, initialRows, markEdited, markSaved, removeLastActive, removeLastRow } from './rows';

const rows = (...statuses: RowStatus[]) => statuses.map((status, i) => ({ status, sequence: i + 1 }));

describe('row lifecycle', () => {
  it('starts every list with one empty new row', () => {
    expect(initialRows(() => ({ status: 'new' as const, value: null }))).toEqual([{ status: 'new', value: null }]);
  });

  it.each([
    ['existing last row', rows('existing', 'existing'), 1, {}, true],
    ['newmodify last row', rows('existing', 'newmodify'), 1, {}, true],
    ['new last row', rows('existing', 'new'), 1, {}, false],
    ['not the last row', rows('existing', 'existing'), 0, {}, false],
    ['gravel pack newmodify', rows('newmodify'), 0, { existingOnly: true }, false],
    ['gravel pack existing', rows('existing'), 0, { existingOnly: true }, true],
  ])('add-next on %s: %s', (_name, list, index, options, expected) => {
    expect(canAddNext(list, index, options)).toBe(expected);
  });

  it.each([
    [rows('existing', 'new'), 1, true],
    [rows('existing', 'new'), 0, false],
    [[], 0, false],
  ])('remove only on the last row', (list, index, expected) => {
    expect(canRemove(list, index)).toBe(expected);
  });

  it.each([
    ['a new row is dropped', rows('existing', 'new'), { rows: rows('existing'), deleted: [] }],
    [
      'a saved row goes to the deleted list',
      rows('existing', 'newmodify'),
      { rows: rows('existing'), deleted: [{ status: 'deleted', sequence: 2 }] },
    ],
    ['nothing to remove', [], { rows: [], deleted: [] }],
  ])('removeLastRow: %s', (_name, list, expected) => {
    expect(removeLastRow({ rows: list, deleted: [] })).toEqual(expected);
  });

  it.each([
    ['existing', 'newmodify'],
    ['new', 'new'],
    ['newmodify', 'newmodify'],
  ] as const)('editing a %s row makes it %s', (from, to) => {
    expect(markEdited({ status: from }).status).toBe(to);
  });

  it('hides deleted rows and numbers saved rows', () => {
    expect(activeRows(rows('existing', 'deleted', 'new'))).toEqual([{ status: 'existing', sequence: 1 }, { status: 'new', sequence: 3 }]);
    expect(markSaved(rows('new', 'newmodify'))).toEqual([{ status: 'existing', sequence: 1 }, { status: 'existing', sequence: 2 }]);
  });

  it.each([
    [rows('new'), false],
    [rows('new', 'existing'), true],
    [rows('newmodify'), true],
  ])('saved rows exist in %j: %s', (list, expected) => {
    expect(hasSavedRows(list)).toBe(expected);
  });
});

describe('removeLastActive keeps saved rows for the server', () => {
  it('drops a new last row outright', () => {
    const rows = [{ status: 'existing' as const }, { status: 'new' as const }];
    expect(removeLastActive(rows)).toEqual([{ status: 'existing' }]);
  });

  it('marks a saved last row deleted in place, skipping rows already deleted', () => {
    const rows = [{ status: 'existing' as const }, { status: 'newmodify' as const }, { status: 'deleted' as const }];
    expect(removeLastActive(rows)).toEqual([{ status: 'existing' }, { status: 'deleted' }, { status: 'deleted' }]);
    expect(activeEntries(removeLastActive(rows))).toEqual([{ row: { status: 'existing' }, index: 0 }]);
  });
});
