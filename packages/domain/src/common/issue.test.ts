import { describe, expect, it } from 'vitest';
import { error, hasErrors, warning, type Issue } from './issue';

describe('issue helpers', () => {
  it('error() builds an error without a code', () => {
    expect(error('workName', 'Required')).toEqual({ path: 'workName', message: 'Required', severity: 'error' });
  });

  it('warning() carries the exception reason code', () => {
    expect(warning('distance', 'far', 'DIST_GT_20M')).toEqual({
      path: 'distance',
      message: 'far',
      severity: 'warning',
      code: 'DIST_GT_20M',
    });
  });

  it.each<[string, Issue[], boolean]>([
    ['no issues', [], false],
    ['only warnings', [warning('a', 'w', 'C')], false],
    ['an error among warnings', [warning('a', 'w', 'C'), error('b', 'e')], true],
  ])('hasErrors: %s', (_label, issues, expected) => {
    expect(hasErrors(issues)).toBe(expected);
  });
});
