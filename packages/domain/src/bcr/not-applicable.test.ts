import { describe, expect, it } from 'vitest';
import { isNotApplicable, toggleNotApplicable } from './not-applicable';

describe('not applicable toggle', () => {
  it.each([
    [null, true],
    [undefined, true],
    [1, true],
    [2, false],
  ] as const)('flag %j displays Not Applicable: %s', (flag, expected) => {
    expect(isNotApplicable(flag)).toBe(expected);
  });

  it.each([
    ['on with no saved rows', true, [{ status: 'new' as const }], { flag: 1 }],
    ['off', false, [{ status: 'existing' as const }], { flag: 2 }],
    [
      'on with saved rows',
      true,
      [{ status: 'existing' as const }],
      {
        flag: 2,
        refused: 'You have already entered some data in this section. Delete them before marking this section as Not applicable',
      },
    ],
  ])('%s', (_name, on, rows, expected) => {
    expect(toggleNotApplicable(on, rows)).toEqual(expected);
  });
});
