import { describe, expect, it } from 'vitest';
import { ROLE } from '../../auth/roles';
import type { BcrReport } from '../report.schema';
import { context, validReport } from '../testing/bcr-factory';
import { reviewWarnings } from './review-warnings';

describe('reviewWarnings', () => {
  it('finds nothing in a valid report', () => {
    expect(reviewWarnings(validReport(), context())).toEqual([]);
  });

  it.each<[string, (r: BcrReport) => void, object, string, string, string]>([
    ['over 20 m from the approved location', (r) => { r.summary.distance = 21; }, {}, 'workDetails.actualLocation', 'The actual location is more than 20 m from the approved location.', 'BCR_W_LOCATION_OVER_20M'],
    ['different Lot/DP', (r) => { r.summary.actualLotDp = '2/DP123'; }, {}, 'workDetails.actualLotDp', 'The actual Lot/DP is different from the approved Lot/DP.', 'BCR_W_LOT_DP_DIFFERENT'],
    ['regulator without location', (r) => { r.summary.actualLongitude = null; }, { roleId: ROLE.regulator }, 'workDetails.actualLocation', 'Actual location is not entered', 'BCR_W_LOCATION_NOT_ENTERED'],
    ['centralisers not installed', (r) => { r.casingSupport!.centralisersInstalled = 0; }, {}, 'casingSupport.centralisersInstalled', 'Gravel pack or annulus fill has been entered but centralisers are not installed.', 'BCR_W_CENTRALISERS_NOT_INSTALLED'],
    ['blank company', (r) => { r.summary.organisation = 'Blank Company'; }, {}, 'summary.organisation', 'The driller is assigned to a blank company.', 'BCR_W_BLANK_COMPANY'],
    ['completion after expiry', (r) => { r.summary.approvalExpiryDate = '2024-01-01'; }, {}, 'summary.completionDate', 'The completion date (01/03/2024) is after the approval expiry date (01/01/2024).', 'BCR_W_COMPLETION_AFTER_EXPIRY'],
    ['water entry design', (r) => { r.waterEntryDesign[0]!.wallThickness = 3.5; }, {}, 'waterEntryDesign.0.wallThickness', 'The minimum wall thickness for steel casing is 3.6 mm.', 'BCR_W_MIN_WALL_THICKNESS'],
    ['casing support', (r) => { r.casingSupport!.centraliserSpacing = 7; }, {}, 'casingSupport.centraliserSpacing', 'The Centraliser Spacing is greater than 6 meters', 'BCR_W_CENTRALISER_SPACING_6M'],
  ])('%s', (_name, mutate, ctxOverride, path, message, code) => {
    const r = validReport();
    mutate(r);
    expect(reviewWarnings(r, context(ctxOverride))).toEqual([{ path, message, severity: 'warning', code }]);
  });

  it.each<[string, (r: BcrReport) => void, object]>([
    ['Lot/DP equal but for the DP text', (r) => { r.summary.actualLotDp = '1//DP123'; }, {}],
    ['a driller without location gets the blocking error instead', (r) => { r.summary.actualLatitude = null; }, {}],
    ['centralisers irrelevant without gravel or annulus', (r) => { r.casingSupport!.centralisersInstalled = 0; r.gravelPack = []; r.annulusFillSeal = []; }, {}],
  ])('no warning: %s', (_name, mutate, ctxOverride) => {
    const r = validReport();
    mutate(r);
    expect(reviewWarnings(r, context(ctxOverride))).toEqual([]);
  });
});
