import { describe, expect, it } from 'vitest';
import { PUMPING_TEST_TYPE, pumpingTestRowSchema, type PumpingTestRow } from '@driller/domain';
import type { RowEditorState } from '../../rows/use-row-section';
import { mayAddAfterSave } from './save-and-add';

const test1 = (testType: number) => pumpingTestRowSchema.parse({ status: 'existing', pipeNo: 1, testType });
const editorAt = (position: number): RowEditorState<PumpingTestRow> => ({
  key: 1,
  index: position,
  position,
  isNew: position > 0,
  row: pumpingTestRowSchema.parse({ status: 'new' }),
  errors: {},
  canSaveAndAdd: true,
});
const view = (index: number) => ({ index, number: index + 1, canAddNext: false, canRemove: false, isLast: false });

describe('Save & Add on a pumping test', () => {
  it.each([
    ['the first test, made single stage in the modal', 0, [], PUMPING_TEST_TYPE.singleStage, false],
    ['the first test, multiple stage', 0, [], PUMPING_TEST_TYPE.multipleStage, true],
    ['a later test under a single stage first test', 1, [test1(PUMPING_TEST_TYPE.singleStage)], PUMPING_TEST_TYPE.multipleStage, false],
    ['a later test under a multiple stage first test', 1, [test1(PUMPING_TEST_TYPE.multipleStage)], PUMPING_TEST_TYPE.singleStage, true],
  ])('%s: adding %s', (_name, position, saved, draftType, allowed) => {
    const rows = { editor: editorAt(position), views: saved.map((_, i) => view(i)), rows: saved };
    expect(mayAddAfterSave(rows, { status: 'new', testType: draftType })).toBe(allowed);
  });
});
