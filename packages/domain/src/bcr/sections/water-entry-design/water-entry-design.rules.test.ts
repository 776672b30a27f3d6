import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { waterEntryDesignIssues } from './water-entry-design.rules';
import type { WaterEntryDesignRow } from './water-entry-design.schema';
import { waterEntryDesignWarnings } from './water-entry-design.warnings';

const report = () => validReport();

describe('waterEntryDesignIssues', () => {
  it('passes a casing and a slotted screen', () => {
    expect(waterEntryDesignIssues(report().waterEntryDesign, context())).toEqual([]);
  });

  it.each<[string, (r: WaterEntryDesignRow[]) => void, string, string]>([
    ['from required', (r) => { r[0]!.from = null; }, 'waterEntryDesign.0.from', 'Required'],
    ['od required', (r) => { r[0]!.od = null; }, 'waterEntryDesign.0.od', 'Required'],
    ['to greater than from', (r) => { r[1]!.to = 40; }, 'waterEntryDesign.1.to', '"To" must be greater than "From"'],
    ['od above twice the wall', (r) => { r[0]!.wallThickness = 70; }, 'waterEntryDesign.0.od', 'Outer diameter must be greater than twice the wall thickness'],
    ['ID below OD', (r) => { r[0]!.id = 140; }, 'waterEntryDesign.0.id', 'Inner diameter must be less than the outer diameter'],
    ['screen from not negative', (r) => { r[1]!.from = -1; }, 'waterEntryDesign.1.from', 'Only a casing "From" may be negative (above surface level)'],
    ['screen design type', (r) => { r[1]!.waterEntryDesignType = null; }, 'waterEntryDesign.1.waterEntryDesignType', 'Required'],
    ['screen water bearing zone', (r) => { r[1]!.waterBearingZoneId = null; }, 'waterEntryDesign.1.waterBearingZoneId', 'Required'],
    ['screen opening type', (r) => { r[1]!.openingType = null; }, 'waterEntryDesign.1.openingType', 'Required'],
    ['slot alignment for slots', (r) => { r[1]!.slotAlignment = null; }, 'waterEntryDesign.1.slotAlignment', 'Required'],
    ['aperture for screens', (r) => { r[1]!.openingTypeLabel = 'Wire wound screen'; }, 'waterEntryDesign.1.screenAperture', 'Required'],
  ])('%s', (_name, mutate, path, message) => {
    const r = report().waterEntryDesign;
    mutate(r);
    expect(waterEntryDesignIssues(r, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it.each([
    ['casing above surface level', (r: WaterEntryDesignRow[]) => { r[0]!.from = -0.5; }, {}],
    ['alteration needs no water bearing zone', (r: WaterEntryDesignRow[]) => { r[1]!.waterBearingZoneId = null; }, { workType: { workAttribute1: 4, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 } }],
    ['regulator needs only from and to', (r: WaterEntryDesignRow[]) => { r[1]!.material = null; r[1]!.openingType = null; }, { roleId: ROLE.regulator }],
  ])('no issue: %s', (_name, mutate, ctxOverride) => {
    const r = report().waterEntryDesign;
    mutate(r);
    expect(waterEntryDesignIssues(r, context(ctxOverride))).toEqual([]);
  });
});

describe('waterEntryDesignWarnings', () => {
  it('finds nothing in a valid design', () => {
    const r = report();
    expect(waterEntryDesignWarnings(r.waterEntryDesign, r.drillingDetails, context())).toEqual([]);
  });

  it.each<[string, (r: WaterEntryDesignRow[]) => void, string, string, string]>([
    ['casing od under 100', (r) => { r[0]!.od = 90; r[0]!.id = 80; }, 'waterEntryDesign.0.od', 'The MINIMUM casing size for ALL bores except monitoring, test, geotechnical and geothermal must be 100mm OD.', 'BCR_W_MIN_CASING_OD'],
    ['steel wall under 3.6', (r) => { r[0]!.wallThickness = 3.5; }, 'waterEntryDesign.0.wallThickness', 'The minimum wall thickness for steel casing is 3.6 mm.', 'BCR_W_MIN_WALL_THICKNESS'],
    ['stainless wall under 3.05', (r) => { r[0]!.material = 12; r[0]!.wallThickness = 3; }, 'waterEntryDesign.0.wallThickness', 'The minimum wall thickness for stainless steel casing is 3.05 mm.', 'BCR_W_MIN_WALL_THICKNESS'],
    ['FRP wall under 6.5', (r) => { r[0]!.material = 3; r[0]!.wallThickness = 6; }, 'waterEntryDesign.0.wallThickness', 'The minimum wall thickness for FRP casing is 6.5 mm.', 'BCR_W_MIN_WALL_THICKNESS'],
    ['spacing over the master-data maximum', (r) => { r[0]!.centraliserSpacing = 13; }, 'waterEntryDesign.0.centraliserSpacing', 'The centraliser spacing entered is greater than the max centraliser spacing allowed.', 'BCR_W_CENTRALISER_SPACING_MAX'],
    ['casing od above the hole', (r) => { r[0]!.od = 160; r[0]!.id = 150; }, 'waterEntryDesign.0.od', 'The casing outer diameter is greater than the hole diameter of the overlapping drilling section.', 'BCR_W_CASING_OD_OVER_HOLE'],
  ])('%s', (_name, mutate, path, message, code) => {
    const r = report();
    mutate(r.waterEntryDesign);
    expect(waterEntryDesignWarnings(r.waterEntryDesign, r.drillingDetails, context())).toEqual([{ path, message, severity: 'warning', code }]);
  });

  it('exempts monitoring bores from the 100 mm minimum', () => {
    const r = report();
    r.waterEntryDesign[0]!.od = 50;
    r.waterEntryDesign[0]!.id = 40;
    const ctx = context({ workType: { workAttribute1: 1, workAttribute2: 2, workAttribute3: 6, workAttribute4: null } });
    expect(waterEntryDesignWarnings(r.waterEntryDesign, r.drillingDetails, ctx)).toEqual([]);
  });
});
