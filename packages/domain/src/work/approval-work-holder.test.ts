import { describe, expect, it } from 'vitest';
import { approvalWorkHolder, originalWorkFacts, type FiledWork } from './approval-work-holder';

const work = (
  workAttribute1: number,
  formStatus: number,
  gwNo: string | null = null,
  name = '',
): FiledWork & { name: string } => ({
  workAttribute1,
  formStatus,
  gwNo,
  name,
});

describe('approvalWorkHolder', () => {
  it.each<[string, (FiledWork & { name: string })[], string | null]>([
    ['nobody', [], null],
    ['the first original draft', [work(1, 1, null, 'a'), work(1, 1, null, 'b')], 'a'],
    [
      'the submitted original before an earlier draft',
      [work(1, 1, null, 'draft'), work(1, 2, null, 'submitted')],
      'submitted',
    ],
    [
      'never an amended or decommission form',
      [work(2, 2, null, 'amended'), work(3, 2, null, 'decommission')],
      null,
    ],
  ])('%s', (_label, works, expected) => {
    expect(approvalWorkHolder(works)?.name ?? null).toBe(expected);
  });
});

describe('originalWorkFacts', () => {
  it('reads the originals, the submitted decommission and the pending amendments', () => {
    expect(originalWorkFacts([work(1, 2), work(3, 2), work(2, 1)], true, null)).toEqual({
      workFound: true,
      originalExists: true,
      originalSubmitted: true,
      gwNoExists: false,
      decommissionSubmitted: true,
      amendedPending: true,
    });
  });

  it('takes a GW number from the register or from an original', () => {
    expect(originalWorkFacts([], true, 'GW1').gwNoExists).toBe(true);
    expect(originalWorkFacts([work(1, 1, 'GW2')], true, null).gwNoExists).toBe(true);
    expect(originalWorkFacts([work(2, 1, 'GW3')], true, null).gwNoExists).toBe(false);
  });
});
