import { describe, expect, it } from 'vitest';
import type { RowStatus } from '@driller/domain';
import { editedStatus, insertionIndex, offersSaveAndAdd, previousActive, relinkNextFrom, removeLastRow, rowViews, withRow } from './row-list';

type Row = { status: RowStatus; from: number | null; to: number | null };
const row = (status: RowStatus, from: number | null, to: number | null): Row => ({ status, from, to });

describe('rowViews', () => {
  it('offers remove and add next on the last visible row only, add next once it is saved or edited', () => {
    const views = rowViews([row('existing', 0, 5), row('newmodify', 5, 9)]);
    expect(views.map((v) => [v.index, v.number, v.canRemove, v.canAddNext, v.isLast])).toEqual([
      [0, 1, false, false, false],
      [1, 2, true, true, true],
    ]);
  });

  it('skips deleted rows, numbering the visible ones by their form index', () => {
    const views = rowViews([row('existing', 0, 5), row('deleted', 5, 9), row('new', 5, null)]);
    expect(views.map((v) => [v.index, v.number, v.canAddNext])).toEqual([
      [0, 1, false],
      [2, 2, false],
    ]);
  });

  it('gravel pack: add next only on an existing row', () => {
    expect(rowViews([row('newmodify', 0, 5)], { existingOnly: true })[0]?.canAddNext).toBe(false);
  });
});

describe('offersSaveAndAdd', () => {
  it.each<[RowStatus, boolean, boolean, boolean]>([
    ['new', true, false, true],
    ['newmodify', true, false, true],
    ['existing', false, false, false],
    // Gravel pack: a row not yet saved to the server may not have a next one added.
    ['new', true, true, false],
    ['newmodify', true, true, false],
    ['existing', true, true, true],
    ['existing', false, true, false],
  ])('%s row, last %s, existing only %s: %s', (status, isLast, existingOnly, offered) => {
    expect(offersSaveAndAdd(status, isLast, { existingOnly })).toBe(offered);
  });
});

describe('row writes', () => {
  it.each<[RowStatus, RowStatus]>([
    ['new', 'newmodify'],
    ['existing', 'newmodify'],
    ['newmodify', 'newmodify'],
  ])('a %s row saved from its editor becomes %s', (before, after) => {
    expect(editedStatus(row(before, 0, 1)).status).toBe(after);
  });

  it('inserts a new row after the given one, before hidden deleted rows, or at the end of the visible rows', () => {
    const rows = [row('existing', 0, 5), row('deleted', 5, 9)];
    expect(insertionIndex(rows, 0)).toBe(1);
    expect(insertionIndex(rows, null)).toBe(1);
    expect(insertionIndex([], null)).toBe(0);
    expect(withRow(rows, 1, row('newmodify', 5, 7), true).map((r) => r.status)).toEqual(['existing', 'newmodify', 'deleted']);
    expect(withRow(rows, 0, row('newmodify', 0, 6), false).map((r) => r.to)).toEqual([6, 9]);
  });

  it('removes the last visible row: a new one outright, a saved one kept and marked deleted', () => {
    expect(removeLastRow([row('existing', 0, 5), row('new', 5, null)])).toEqual([row('existing', 0, 5)]);
    expect(removeLastRow([row('existing', 0, 5), row('existing', 5, 9)]).map((r) => r.status)).toEqual(['existing', 'deleted']);
  });

  it('finds the previous visible row of a new one', () => {
    expect(previousActive([row('existing', 0, 5), row('deleted', 5, 9)], 2)?.to).toBe(5);
    expect(previousActive([], 0)).toBeUndefined();
  });
});

describe('relinkNextFrom', () => {
  const link = { fromKey: 'from', toKey: 'to' };
  it('moves the next row\'s From to a changed To when the role may not type it, marking that row edited', () => {
    const rows = [row('newmodify', 0, 7), row('existing', 5, 9)];
    expect(relinkNextFrom(rows, 0, { ...link, nextFromEditable: false })[1]).toEqual(row('newmodify', 7, 9));
  });

  it('leaves a From the role types (the regulator) alone', () => {
    const rows = [row('newmodify', 0, 7), row('existing', 5, 9)];
    expect(relinkNextFrom(rows, 0, { ...link, nextFromEditable: true })[1]).toEqual(row('existing', 5, 9));
  });

  it('leaves the rows as they are when nothing follows or the chain already holds', () => {
    const rows = [row('newmodify', 0, 5), row('existing', 5, 9)];
    expect(relinkNextFrom(rows, 1, { ...link, nextFromEditable: false })).toEqual(rows);
    expect(relinkNextFrom(rows, 0, { ...link, nextFromEditable: false })).toEqual(rows);
  });
});
