import { describe, expect, it } from 'vitest';
import { PUMPING_TEST_TYPE } from './sections/pumping-test/pumping-test.constants';
import { canAddPumpingTest } from './sections/pumping-test/pumping-test.rules';
import { pumpingTestRowSchema } from './sections/pumping-test/pumping-test.schema';
import { pipeEntries, pipeInsertIndex, pipeRowActions, removeLastOfPipe, withPipeRow, type PipeRowBase } from './pipes';
import type { RowStatus } from './codes';

type Row = PipeRowBase & { n: number };
const row = (n: number, pipeNo: number | undefined, status: RowStatus = 'existing'): Row => ({ n, pipeNo, status });
// Pipe 1 rows 0, 2 (2 deleted), 3; pipe 2 rows 1, 4. Row 0 leaves pipeNo out: pipe 1.
const mixed = (): Row[] => [row(0, undefined), row(1, 2), row(2, 1, 'deleted'), row(3, 1), row(4, 2, 'newmodify')];

describe('per-pipe rows over one flat list', () => {
  it.each([
    [1, [0, 3]],
    [2, [1, 4]],
    [3, []],
  ])('pipe %i shows the active rows at indexes %j', (pipe, indexes) => {
    expect(pipeEntries(mixed(), pipe).map((e) => e.index)).toEqual(indexes);
  });

  it('offers add-next and remove on each pipe’s own last row only', () => {
    expect(pipeRowActions(mixed(), 1)).toEqual([
      { index: 0, canAddNext: false, canRemove: false },
      { index: 3, canAddNext: true, canRemove: true },
    ]);
    expect(pipeRowActions(mixed(), 2).map((a) => a.canAddNext)).toEqual([false, true]);
  });

  it('takes the pumping test rule for adding: never when the pipe’s first test is single stage', () => {
    const test = (pipeNo: number) => pumpingTestRowSchema.parse({ status: 'existing', pipeNo, testType: PUMPING_TEST_TYPE.singleStage });
    const rows = [test(1), test(2)];
    const actions = pipeRowActions(rows, 1, canAddPumpingTest);
    expect(actions).toEqual([{ index: 0, canAddNext: false, canRemove: true }]);
    rows[0]!.testType = PUMPING_TEST_TYPE.multipleStage;
    expect(pipeRowActions(rows, 1, canAddPumpingTest)[0]?.canAddNext).toBe(true);
  });

  it.each([
    [1, 4],
    [2, 5],
    [3, 5],
  ])('puts pipe %i’s next row at index %i', (pipe, at) => {
    expect(pipeInsertIndex(mixed(), pipe)).toBe(at);
  });

  it('removes a pipe’s saved last row by marking it deleted, leaving the other pipe alone', () => {
    const rows = removeLastOfPipe(mixed(), 2);
    expect(rows.map((r) => r.status)).toEqual(['existing', 'existing', 'deleted', 'existing', 'deleted']);
  });

  it('drops a pipe’s new last row outright', () => {
    const rows = removeLastOfPipe([row(0, 1), row(1, 2, 'new')], 2);
    expect(rows.map((r) => r.n)).toEqual([0]);
  });

  it('gives a pipe without rows one blank row after the others, and leaves a pipe with rows as it is', () => {
    const blank = (pipeNo: number): Row => ({ n: 9, pipeNo, status: 'new' });
    expect(withPipeRow(mixed(), 3, blank).map((r) => [r.n, r.pipeNo])).toEqual([
      [0, undefined], [1, 2], [2, 1], [3, 1], [4, 2], [9, 3],
    ]);
    expect(withPipeRow(mixed(), 2, blank)).toHaveLength(5);
    expect(withPipeRow([row(0, 1, 'deleted'), row(1, 2)], 1, blank).map((r) => r.n)).toEqual([0, 9, 1]);
  });
});
