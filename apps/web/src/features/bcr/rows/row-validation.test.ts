import { describe, expect, it } from 'vitest';
import { ROLE, lithologyIssues, lithologyRowSchema, type BcrContext, type LithologyRow } from '@driller/domain';
import { checkRowDraft, rowErrorsFrom } from './row-validation';

const context: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-01-01',
  casingTypeValidations: [],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};
const saved = (depthFrom: number, depthTo: number): LithologyRow => lithologyRowSchema.parse({ status: 'existing', depthFrom, depthTo, rockType: 1 });
const rows = [saved(0, 10), saved(10, 20)];
const check = (list: LithologyRow[]) => lithologyIssues(list, { maxDepth: 30, maxDepthName: 'Drilled Depth' }, context);
const base = { section: 'lithology', schema: lithologyRowSchema, rows, check };

describe('checkRowDraft', () => {
  it('accepts a new row that continues the chain, with its typed numbers as numbers', () => {
    const result = checkRowDraft({ ...base, index: 2, isNew: true, draft: { status: 'new', depthFrom: '20', depthTo: '25.5', rockType: 3 } });
    expect(result.errors).toBeNull();
    expect(result.row).toMatchObject({ depthFrom: 20, depthTo: 25.5, rockType: 3 });
  });

  it('refuses with the rules\' words next to the field: a broken depth chain, a missing rock type', () => {
    const result = checkRowDraft({ ...base, index: 2, isNew: true, draft: { status: 'new', depthFrom: '19', depthTo: '25' } });
    expect(result.errors).toEqual({
      depthFrom: '"Depth From" must equal "Depth To" of the previous section',
      rockType: 'Required',
    });
  });

  it('refuses what the schema refuses (too many decimals) before any rule', () => {
    const result = checkRowDraft({ ...base, index: 2, isNew: true, draft: { status: 'new', depthFrom: 20, depthTo: '25.555', rockType: 1 } });
    expect(result.errors).toEqual({ depthTo: 'Maximum 2 decimal places allowed' });
  });

  it('names every other error of the row beside what the schema refuses (an over-long text hid them all)', () => {
    const draft = { status: 'new', depthFrom: 20, depthTo: '35', additionalInformation: 'x'.repeat(501) };
    const result = checkRowDraft({ ...base, index: 2, isNew: true, draft });
    expect(result.row).toBeNull();
    expect(result.errors).toEqual({
      additionalInformation: 'Maximum allowed characters are 500',
      depthTo: '"Depth To" must be less than or equal to "Drilled Depth"',
      rockType: 'Required',
    });
  });

  it('stops only on the edited row: another row\'s error does not block it', () => {
    const broken = [saved(0, 10), saved(12, 20)];
    const result = checkRowDraft({ ...base, rows: broken, index: 0, isNew: false, draft: { ...broken[0], additionalInformation: 'Dry' } });
    expect(result.errors).toBeNull();
  });
});

describe('rowErrorsFrom', () => {
  it('takes the first error per field of one row from the page\'s issues', () => {
    const issues = [
      { path: 'lithology.1.depthTo', message: 'A', severity: 'error' as const },
      { path: 'lithology.1.depthTo', message: 'B', severity: 'error' as const },
      { path: 'lithology.10.depthTo', message: 'C', severity: 'error' as const },
      { path: 'lithology.1.rockType', message: 'W', severity: 'warning' as const },
    ];
    expect(rowErrorsFrom(issues, 'lithology', 1)).toEqual({ depthTo: 'A' });
  });
});
