import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { BCR_MESSAGES } from './messages';
import { sectionEntryIssues } from './section-guards';
import { context, validReport } from './testing/bcr-factory';

describe('section entry guards', () => {
  it('lets a complete report through', () => {
    for (const s of ['casingSupport', 'annulusFillSeal', 'boreDevelopment', 'disinfection'] as const) {
      expect(sectionEntryIssues(s, validReport(), context())).toEqual([]);
    }
  });

  it('refuses casing support before casing / liner details, except from the regulator', () => {
    const report = validReport();
    report.casingLiner = [];
    report.waterEntryDesign = report.waterEntryDesign.filter((r) => r.screenType === 1);
    expect(sectionEntryIssues('casingSupport', report, context())).toEqual([{ path: 'casingSupport', message: BCR_MESSAGES.casingSupportLocked, severity: 'error' }]);
    expect(sectionEntryIssues('casingSupport', report, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it('refuses annulus rows before the bore construction design', () => {
    const report = validReport();
    report.casingLiner = [];
    expect(sectionEntryIssues('annulusFillSeal', report, context())[0]?.message).toBe(BCR_MESSAGES.annulusLocked);
  });

  it('refuses rows in a section marked Not Applicable, with the spec message', () => {
    const report = validReport();
    report.summary.disinfectionOnCompletionMarkNotApplicable = 1;
    expect(sectionEntryIssues('disinfection', report, context())).toEqual([
      { path: 'summary.disinfectionOnCompletionMarkNotApplicable', message: BCR_MESSAGES.notApplicableBlocked, severity: 'error' },
    ]);
    report.disinfection = [];
    expect(sectionEntryIssues('disinfection', report, context())).toEqual([]);
  });
});
