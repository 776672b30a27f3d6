import { describe, expect, it } from 'vitest';
import { ROLE, type BcrContext } from '@driller/domain';
import { makeBcrReport } from '../../../test/bcr-fixtures';
import { formValuesFromView } from './bcr-form-values';
import { navigationBlockers } from './use-wizard-pages';

const excavated: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 4, workAttribute4: null },
  today: '2026-11-23',
  casingTypeValidations: [],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};
const values = (completedDepth: number) =>
  formValuesFromView({
    report: makeBcrReport({
      summary: { completedDepth, completionDate: null },
      excavationDetails: [{ status: 'existing', excavationOrLining: 1, from: 0, to: 5 }],
    }),
  });

describe('moving off a page with Next or Previous', () => {
  it('is blocked on the summary while the completed depth is below the excavated depth', () => {
    expect(navigationBlockers('summary', values(6), excavated)).toEqual([
      { path: 'summary.completedDepth', message: 'Excavated depth must be greater than completed depth', severity: 'error' },
    ]);
  });

  it('is not blocked by any other error (checks run on save, not on Next)', () => {
    expect(navigationBlockers('summary', values(4), excavated)).toEqual([]);
    expect(navigationBlockers('lithology', values(6), excavated)).toEqual([]);
  });
});
