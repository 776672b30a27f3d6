import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { BCR_SECTIONS, SECTION_PAGE, isSectionVisible, sectionIssues, sectionOfPath } from './section-checks';
import { BCR_MESSAGES } from './messages';
import { bcrReportSchema } from './report.schema';
import { context, validReport, validReportInput } from './testing/bcr-factory';
import { validateBcr } from './validate-bcr';

describe('section checks', () => {
  it('finds nothing in any section of a complete valid report', () => {
    for (const section of BCR_SECTIONS) expect(sectionIssues(section, validReport(), context()), section).toEqual([]);
  });

  it('runs only the saved section’s rules: another section’s error is not reported', () => {
    const report = validReport();
    report.lithology[1]!.rockType = null;
    report.drillingDetails[0]!.drillingMethodId = null;
    expect(sectionIssues('lithology', report, context())).toEqual([{ path: 'lithology.1.rockType', message: 'Required', severity: 'error' }]);
  });

  it('returns the warnings that point into the section, with their codes', () => {
    const report = validReport();
    report.waterEntryDesign[0]!.od = 90;
    report.waterEntryDesign[0]!.id = 80;
    const issues = sectionIssues('waterEntryDesign', report, context());
    expect(issues.map((i) => [i.severity, i.path, i.code])).toEqual([['warning', 'waterEntryDesign.0.od', 'BCR_W_MIN_CASING_OD']]);
    expect(sectionIssues('summary', report, context())).toEqual([]);
  });

  it('has no rules for a section hidden by the work type', () => {
    const excavated = context({ workType: { ...context().workType, workAttribute3: 4 } });
    const report = validReport();
    report.drillingDetails[0]!.drillingMethodId = null;
    expect(isSectionVisible('drillingDetails', excavated)).toBe(false);
    expect(sectionIssues('drillingDetails', report, excavated)).toEqual([]);
  });

  it('places casing liner and gravel pack on the pages they are entered on', () => {
    expect([SECTION_PAGE.casingLiner, SECTION_PAGE.gravelPack]).toEqual(['boreConstructionDesign', 'waterEntryDesign']);
    expect([sectionOfPath('gravelPack.0.depthTo'), sectionOfPath('workDetails.conditions'), sectionOfPath('boreDevelopment.rows.0.x')]).toEqual([
      'gravelPack',
      null,
      'boreDevelopment',
    ]);
  });

  it('adds up, with the review checks, to what validateBcr finds', () => {
    const report = validReport();
    report.lithology[1]!.rockType = null;
    const ctx = context({ roleId: ROLE.regulator });
    const perSection = BCR_SECTIONS.flatMap((s) => sectionIssues(s, report, ctx).filter((i) => i.severity === 'error'));
    expect(validateBcr(report, ctx).filter((i) => i.severity === 'error')).toEqual(expect.arrayContaining(perSection));
  });

  it('measures the partly backfilled depth against the sump only while a sump is installed', () => {
    const backfilled = (sumpInstalled: number) => {
      const input = validReportInput();
      input.drillingDetails![1]!.to = 62;
      input.casingSupport = { ...input.casingSupport, sumpInstalled, sumpInstalledFrom: 55, sumpInstalledTo: 63 };
      input.workPartlyBackfilled = { rows: [{ status: 'new', fillType: 1, fromDepth: 60, toDepth: 62 }] };
      return sectionIssues('workPartlyBackfilled', bcrReportSchema.parse(input), context()).map((i) => i.message);
    };
    expect(backfilled(1)).toContain(BCR_MESSAGES.backfillBelowSump);
    // Sump Installed "No" with the figures once typed still in the record: no sump to reach.
    expect(backfilled(0)).not.toContain(BCR_MESSAGES.backfillBelowSump);
  });
});
