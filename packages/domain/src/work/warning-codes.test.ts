import { describe, expect, it } from 'vitest';
import { WORK_PAGE } from './stepper';
import { WORK_PAGE_WARNING_CODES, mergeWarningCodes, reportedWorkTypeCodes } from './warning-codes';

describe('work warning codes', () => {
  it('each page owns its codes', () => {
    expect(WORK_PAGE_WARNING_CODES[WORK_PAGE.monitoringHoles]).toEqual([
      'HOLE_DIST_GT_20M',
      'REF_LOOKS_LIKE_APPROVAL',
    ]);
    expect(WORK_PAGE_WARNING_CODES[WORK_PAGE.actualLocation]).toEqual(['DIST_GT_20M', 'LOTDP_MISMATCH']);
    expect(WORK_PAGE_WARNING_CODES[WORK_PAGE.workType]).toEqual([
      'SPEARPOINT_IS_BORE',
      'CASING_SUPPORT_DELETED',
    ]);
  });

  it.each<[string | null, string[], string[], string | null]>([
    [null, [], [], null],
    ['DIST_GT_20M', ['HOLE_DIST_GT_20M'], [], 'DIST_GT_20M'],
    ['DIST_GT_20M,HOLE_DIST_GT_20M', ['HOLE_DIST_GT_20M'], [], 'DIST_GT_20M'],
    ['DIST_GT_20M', ['DIST_GT_20M', 'LOTDP_MISMATCH'], ['LOTDP_MISMATCH'], 'LOTDP_MISMATCH'],
    ['A', [], ['A', 'B', 'B'], 'A,B'],
  ])('merges %s (owned %j, raised %j) into %s', (previous, owned, raised, expected) => {
    expect(mergeWarningCodes(previous, owned, raised)).toBe(expected);
  });

  it('takes only the spearpoint outcome from the browser', () => {
    expect(reportedWorkTypeCodes('SPEARPOINT_IS_BORE,DIST_GT_20M')).toEqual(['SPEARPOINT_IS_BORE']);
    expect(reportedWorkTypeCodes('DIST_GT_20M')).toEqual([]);
    expect(reportedWorkTypeCodes(null)).toEqual([]);
  });
});
