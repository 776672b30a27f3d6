import { describe, expect, it } from 'vitest';
import { ROLE } from '../../auth/roles';
import type { BcrReport } from '../report.schema';
import { excavationRowSchema } from '../sections/excavation/excavation.schema';
import { context, validReport } from '../testing/bcr-factory';
import { reviewChecks } from './review-checks';

const wt = (o: object) => ({ workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1, ...o } });
const excavated = wt({ workAttribute3: 4, workAttribute4: 3 });
const lining = excavationRowSchema.parse({ status: 'existing', excavationOrLining: 2, boreShapeType: 2, from: 0, to: 5, diameter: 1, material: 1 });

describe('reviewChecks', () => {
  it('finds nothing in a valid report', () => {
    expect(reviewChecks(validReport(), context())).toEqual([]);
  });

  it.each<[string, (r: BcrReport) => void, object, string, string]>([
    ['empty section for non-driller roles', (r) => { r.lithology = []; }, { roleId: ROLE.regulator }, 'lithology', 'Please enter data for this section.'],
    ['applicable annulus with no data', (r) => { r.annulusFillSeal = []; }, {}, 'annulusFillSeal', 'Annulus Fill / Seal cannot be empty'],
    ['not applicable disinfection with data', (r) => { r.summary.disinfectionOnCompletionMarkNotApplicable = 1; }, {}, 'disinfection', 'Disinfection on Completion should be empty'],
    ['blank flag reads not applicable', (r) => { r.summary.boreDevelopmentMarkNotApplicable = null; }, {}, 'boreDevelopment', 'Bore Development should be empty'],
    ['cased hole without water entry design', (r) => { r.waterEntryDesign = []; r.gravelPack = []; r.casingLiner = []; }, {}, 'waterEntryDesign', 'Please enter Water entry design when Cased Hole is selected.'],
    ['open through rock with water entry design', (r) => { r.gravelPack = []; }, wt({ workAttribute3: 2, workAttribute4: 2 }), 'waterEntryDesign', 'Please remove Water entry design when Open Through Rock is selected.'],
    ['casing but no screen', (r) => { r.waterEntryDesign.splice(1); r.gravelPack = []; }, {}, 'waterEntryDesign', 'Please enter Water entry design.'],
    ['gravel without artificial pack', (r) => { r.waterEntryDesign[1]!.stabilisingFillTypeId = 1; }, {}, 'gravelPack', 'Please remove Gravel pack entries when water entry design entry does not have Artificial Gravel Pack selected'],
    ['gravel with open through rock', (r) => { r.waterEntryDesign = []; }, wt({ workAttribute3: 2, workAttribute4: 2 }), 'gravelPack', 'Please remove Gravel pack section when Open Through Rock is selected.'],
    ['no actual location', (r) => { r.summary.actualLatitude = null; }, {}, 'workDetails.actualLocation', 'Please set the actual location of the bore.'],
    ['conditions not accepted', () => undefined, { conditionsAccepted: false }, 'workDetails.conditions', 'Please accept the conditions of approval.'],
    ['work attribute 4 missing', (r) => { r.waterEntryDesign = []; r.gravelPack = []; r.casingLiner = []; }, wt({ workAttribute3: 2, workAttribute4: null }), 'workDetails.workAttribute4', 'Work Details 4 is not selected.'],
  ])('%s', (_name, mutate, ctxOverride, path, message) => {
    const r = validReport();
    mutate(r);
    expect(reviewChecks(r, context(ctxOverride))).toEqual([{ path, message, severity: 'error' }]);
  });

  it.each<[string, (r: BcrReport) => void, object, string]>([
    ['no excavation rows', (r) => { r.excavationDetails = [lining]; }, excavated, 'Please enter Excavation details.'],
    ['lined work without lining', (r) => { r.excavationDetails = [{ ...lining, excavationOrLining: 1 }]; }, excavated, 'Please enter Lining details.'],
    ['unlined work with lining', (r) => { r.excavationDetails = [{ ...lining, excavationOrLining: 1 }, lining]; }, wt({ workAttribute3: 4, workAttribute4: 4 }), 'The lining section is not required. Please remove Lining entries from this section'],
  ])('excavation: %s', (_name, mutate, ctxOverride, message) => {
    const r = validReport();
    mutate(r);
    expect(reviewChecks(r, context(ctxOverride))).toContainEqual({ path: 'excavationDetails', message, severity: 'error' });
  });

  it.each([
    ['the driller skips emptiness checks', { roleId: ROLE.driller }],
    ['monitoring works need no conditions', { conditionsAccepted: false, hasMonitoringHoles: true }],
  ])('%s', (_name, ctxOverride) => {
    const r = validReport();
    r.lithology = [];
    expect(reviewChecks(r, context(ctxOverride))).toEqual([]);
  });

  it('the regulator may leave the location and attribute 4 blank', () => {
    const r = validReport();
    r.summary.actualLatitude = null;
    expect(reviewChecks(r, context({ roleId: ROLE.regulator }))).toEqual([]);
  });
});
