import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { bcrReportSchema } from './report.schema';
import { context, validReport, validReportInput } from './testing/bcr-factory';
import { skipsValidation, validateBcr } from './validate-bcr';

describe('validateBcr', () => {
  it('finds nothing in a complete valid report', () => {
    expect(validateBcr(validReport(), context())).toEqual([]);
  });

  it.each([
    ['lithology', (r: ReturnType<typeof validReport>) => { r.lithology[1]!.rockType = null; }, 'lithology.1.rockType'],
    ['drilling details', (r: ReturnType<typeof validReport>) => { r.drillingDetails[0]!.drillingMethodId = null; }, 'drillingDetails.0.drillingMethodId'],
    ['pumping test', (r: ReturnType<typeof validReport>) => { r.pumpingTest[0]!.testType = null; }, 'pumpingTest.0.testType'],
    ['water entry design', (r: ReturnType<typeof validReport>) => { r.waterEntryDesign[0]!.fixing = null; }, 'waterEntryDesign.0.fixing'],
  ])('runs the %s rules', (_name, mutate, path) => {
    const report = validReport();
    mutate(report);
    expect(validateBcr(report, context())).toEqual([{ path, message: 'Required', severity: 'error' }]);
  });

  it.each([
    ['spearpoint hides casing support', { workAttribute3: 3 }, 'casingSupport'],
    ['excavation hides drilling details', { workAttribute3: 4 }, 'drillingDetails'],
  ])('skips hidden sections: %s', (_name, attrs, section) => {
    const report = validReport();
    report.casingSupport!.casingType = null;
    report.drillingDetails[0]!.drillingMethodId = null;
    const ctx = context({ workType: { ...context().workType, ...attrs } });
    expect(validateBcr(report, ctx).some((i) => i.path.startsWith(`${section}.`))).toBe(false);
  });

  it('validates work partly backfilled only once drilled depth exceeds completed depth', () => {
    const input = validReportInput();
    input.summary.completedDepth = 50;
    input.workPartlyBackfilled = { rows: [{ status: 'new', fillType: null, fromDepth: 50, toDepth: 60 }] };
    const issues = validateBcr(bcrReportSchema.parse(input), context());
    expect(issues).toContainEqual({ path: 'workPartlyBackfilled.rows.0.fillType', message: 'Required', severity: 'error' });
  });

  it('validates head works when shown', () => {
    const input = validReportInput();
    input.headWorks = { lengths: 1, width: null, thickness: 1 };
    const ctx = context({ workType: { ...context().workType, workAttribute3: 3 } });
    expect(validateBcr(bcrReportSchema.parse(input), ctx)).toContainEqual({ path: 'headWorks.width', message: 'Required', severity: 'error' });
  });

  it('ignores not-applicable sections but reports their data', () => {
    const report = validReport();
    report.summary.boreDevelopmentMarkNotApplicable = 1;
    report.boreDevelopment.rows[0]!.boreDevelopmentMethod = null;
    expect(validateBcr(report, context())).toEqual([
      { path: 'boreDevelopment', message: 'Bore Development should be empty', severity: 'error' },
    ]);
  });

  it('relaxes rules for the regulator', () => {
    const report = validReport();
    report.lithology[1]!.rockType = null;
    report.lithology[1]!.depthFrom = 25;
    expect(validateBcr(report, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it.each([
    [5, true],
    [1, false],
    [null, false],
  ])('status %s skips validation: %s', (status, expected) => {
    expect(skipsValidation(status)).toBe(expected);
  });
});
