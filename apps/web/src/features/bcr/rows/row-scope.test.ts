import { describe, expect, it } from 'vitest';
import type { RowStatus } from '@driller/domain';
import { insertionIndex, previousActive, relinkNextFrom, rowViews } from './row-list';
import { positionInScope, removeLastInScope, scopedRows, unscoped } from './row-scope';

type Row = { status: RowStatus; pipeNo: number; from: number | null; to: number | null };
const row = (pipeNo: number, from: number | null, to: number | null, status: RowStatus = 'existing'): Row => ({ status, pipeNo, from, to });
const pipe = (n: number) => (r: Row) => r.pipeNo === n;
// Pipe 1 at indexes 0 and 3 (2 is a deleted pipe 1 row), pipe 2 at 1 and 4.
const mixed = (): Row[] => [row(1, 0, 10), row(2, 0, 5), row(1, 10, 12, 'deleted'), row(1, 10, 20), row(2, 5, 8, 'newmodify')];

describe('a row section showing one pipe', () => {
  it('shows only that pipe’s rows, numbered within the pipe, add-next and remove on its own last row', () => {
    const views = rowViews(scopedRows(mixed(), pipe(2)));
    expect(views.map((v) => [v.index, v.number, v.canAddNext, v.canRemove])).toEqual([
      [1, 1, false, false],
      [4, 2, true, true],
    ]);
  });

  it('adds a pipe’s next row after its last row, taking that row as the previous one', () => {
    const rows = scopedRows(mixed(), pipe(1));
    const at = insertionIndex(rows, null);
    expect([at, previousActive(rows, at)?.to]).toEqual([4, 20]);
    expect(insertionIndex(scopedRows(mixed(), pipe(3)), null)).toBe(5);
  });

  it('removes the pipe’s own last row, leaving the other pipe alone', () => {
    expect(removeLastInScope(mixed(), pipe(1)).map((r) => r.status)).toEqual(['existing', 'existing', 'deleted', 'deleted', 'newmodify']);
    const dropped = removeLastInScope([row(1, 0, 5), row(2, 0, 5, 'new')], pipe(2));
    expect(dropped).toEqual([row(1, 0, 5)]);
  });

  it('links the next From within the pipe only, and keeps the other pipe’s rows as they were', () => {
    const rows = mixed();
    rows[0] = { ...rows[0]!, to: 11 };
    const linked = unscoped(relinkNextFrom(scopedRows(rows, pipe(1)), 0, { fromKey: 'from', toKey: 'to', nextFromEditable: false }), rows, pipe(1));
    expect(linked.map((r) => [r.pipeNo, r.from, r.status])).toEqual([
      [1, 0, 'existing'],
      [2, 0, 'existing'],
      [1, 10, 'deleted'],
      [1, 11, 'newmodify'],
      [2, 5, 'newmodify'],
    ]);
  });

  it('places a row within its pipe', () => {
    expect([positionInScope(mixed(), 3, pipe(1)), positionInScope(mixed(), 5, pipe(2)), positionInScope(mixed(), 3, undefined)]).toEqual([1, 2, 2]);
  });
});
