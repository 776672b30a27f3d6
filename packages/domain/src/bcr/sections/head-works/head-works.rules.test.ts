import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context } from '../../testing/bcr-factory';
import { headWorksIsEmpty, headWorksIssues } from './head-works.rules';
import { headWorksSchema } from './head-works.schema';

describe('head works', () => {
  it.each([
    ['complete', ROLE.driller, { lengths: 1, width: 2, thickness: 0.2 }, []],
    ['regulator may leave blanks', ROLE.regulator, { lengths: 1 }, []],
    ['thickness missing', ROLE.driller, { lengths: 1, width: 2 }, [{ path: 'headWorks.thickness', message: 'Required', severity: 'error' }]],
  ])('%s', (_name, role, input, expected) => {
    expect(headWorksIssues(headWorksSchema.parse(input), context({ roleId: role }))).toEqual(expected);
  });

  it.each([
    [null, true],
    [{ lengths: null, width: null, thickness: null }, true],
    [{ lengths: 1, width: null, thickness: null }, false],
  ])('%j is empty: %s', (hw, expected) => {
    expect(headWorksIsEmpty(hw)).toBe(expected);
  });

  it('limits dimensions to 4 digits', () => {
    const r = headWorksSchema.safeParse({ lengths: 12345 });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Maximum 4 digits allowed before the decimal point');
  });
});
