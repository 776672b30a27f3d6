import { describe, expect, it } from 'vitest';
import type { WorkAttributeIds } from './attributes';
import {
  EMPTY_SECTION_COUNTS,
  deleteCasingSupportFlag,
  sectionsHiddenBy,
  validateWorkTypeChange,
  type BcrSectionCounts,
  type WorkTypeChange,
} from './work-type-rules';

const ids = (a1: number | null, a2: number | null, a3: number | null, a4: number | null): WorkAttributeIds => ({
  attribute1: a1,
  attribute2: a2,
  attribute3: a3,
  attribute4: a4,
});
const counts = (over: Partial<BcrSectionCounts>): BcrSectionCounts => ({ ...EMPTY_SECTION_COUNTS, ...over });
const change = (over: Partial<WorkTypeChange>): WorkTypeChange => ({
  previous: ids(1, 1, 2, 1),
  next: ids(1, 1, 2, 1),
  formExists: true,
  offline: false,
  sectionCounts: EMPTY_SECTION_COUNTS,
  ...over,
});

describe('validateWorkTypeChange', () => {
  it.each<[string, Partial<WorkTypeChange>]>([
    ['no change, even offline', { offline: true }],
    ['new work, monitoring', { previous: null, formExists: false, next: ids(1, 2, 6, null) }],
    ['monitoring kept on an existing monitoring work', { previous: ids(1, 2, 6, null), next: ids(1, 2, 7, null) }],
    ['Test with New', { previous: null, formExists: false, next: ids(1, 3, 1, null) }],
    ['Test before attribute 1 is chosen', { previous: null, formExists: false, next: ids(null, 3, null, null) }],
    ['attribute 3 change with no BCR data', { next: ids(1, 1, 4, 3) }],
    ['Lined to Unlined without lining rows', { previous: ids(1, 1, 4, 3), next: ids(1, 1, 4, 4) }],
    ['bore section data kept when staying a bore', { next: ids(1, 1, 1, null), sectionCounts: counts({ drillingDetails: 2 }) }],
  ])('allows %s', (_label, over) => {
    expect(validateWorkTypeChange(change(over))).toEqual([]);
  });

  it.each<[string, Partial<WorkTypeChange>, string, string]>([
    ['offline', { next: ids(1, 1, 4, 3), offline: true }, 'workType', 'The work details cannot be changed as you are in offline mode'],
    ['monitoring for amended', { previous: null, formExists: false, next: ids(2, 2, 6, null) }, 'workAttribute2', 'Work Details2 - Monitoring option is not allowed for Amended bores.'],
    ['monitoring for alteration', { previous: null, formExists: false, next: ids(4, 2, 6, null) }, 'workAttribute2', 'Work Details2 - Monitoring option is not allowed for Amended bores.'],
    ['monitoring once a form exists', { next: ids(1, 2, 6, null) }, 'workAttribute2', 'Work Details2 - Monitoring option is not allowed.'],
    ['Test with Decommission', { previous: null, formExists: false, next: ids(3, 3, 1, null) }, 'workAttribute2', "Work Details2 - Test option is allowed only for 'Work Details1 - New' option."],
    ['Lined to Unlined with lining rows', { previous: ids(1, 1, 4, 3), next: ids(1, 1, 4, 4), sectionCounts: counts({ excavationLined: 1 }) }, 'workAttribute4', 'Please delete lining details in BCR before changing from “Lined” to “Unlined”'],
    ['bore to excavation with drilling data', { next: ids(1, 1, 4, 3), sectionCounts: counts({ drillingDetails: 1, waterEntryDesign: 2, casingSupport: 1 }) }, 'workAttribute3', 'Please delete the following sections before you change the work details.\nDrilling Details\nBore Construction Design'],
    ['bore to spearpoint with annulus data', { next: ids(1, 1, 3, 5), sectionCounts: counts({ annulusFillSeal: 1 }) }, 'workAttribute3', 'Please delete the following sections before you change the work details.\nAnnulus Fill / Seal'],
    ['excavation to bore with excavation rows', { previous: ids(1, 1, 4, 3), next: ids(1, 1, 2, 1), sectionCounts: counts({ excavationDetails: 1 }) }, 'workAttribute3', 'Please delete the following sections before you change the work details.\nExcavation Details'],
  ])('refuses %s', (_label, over, path, message) => {
    expect(validateWorkTypeChange(change(over))).toEqual([{ path, message, severity: 'error' }]);
  });

  it.each<[string, WorkAttributeIds, string]>([
    ['spearpoint', ids(1, 1, 3, 5), 'Spear Point'],
    ['excavation', ids(1, 1, 4, 3), 'Excavation'],
  ])('warns that casing support will be deleted for %s', (_label, next, option) => {
    expect(validateWorkTypeChange(change({ next, sectionCounts: counts({ casingSupport: 3 }) }))).toEqual([
      {
        path: 'workAttribute3',
        message: `The Casing support section is not required when ${option} option is selected. It will be deleted after work details will be saved.`,
        severity: 'warning',
        code: 'CASING_SUPPORT_DELETED',
      },
    ]);
  });

  it.each<[number | null, BcrSectionCounts, '0' | '1']>([
    [3, counts({ casingSupport: 1 }), '1'],
    [4, counts({ casingSupport: 2 }), '1'],
    [4, counts({}), '0'],
    [2, counts({ casingSupport: 1 }), '0'],
  ])('deleteCasingSupportFlag(%s) is %s', (a3, c, flag) => {
    expect(deleteCasingSupportFlag(a3, c)).toBe(flag);
  });

  it('sectionsHiddenBy follows the BCR visibility rules', () => {
    expect(sectionsHiddenBy(3)).toContain('boreDevelopment');
    expect(sectionsHiddenBy(4)).toContain('drillingDetails');
    expect(sectionsHiddenBy(2)).toEqual(['excavationDetails', 'excavationLined']);
  });
});
