import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { FLOW_MEASURING_DEVICES } from './water-bearing-zones.constants';
import { waterBearingZoneIssues, withWaterBearingZoneCalculations } from './water-bearing-zones.rules';
import type { WaterBearingZoneRow } from './water-bearing-zones.schema';

const two = () => {
  const [first] = validReport().waterBearingZones;
  return [{ ...first!, from: 20, to: 25, thickness: 5 }, { ...first! }];
};

describe('waterBearingZoneIssues', () => {
  it('passes valid zones', () => {
    expect(waterBearingZoneIssues(two(), 60, context())).toEqual([]);
  });

  it.each<[string, (r: WaterBearingZoneRow[]) => void, string, string]>([
    ['from not below previous to', (r) => { r[1]!.from = 24; }, 'waterBearingZones.1.from', '"From" must not be less than "To" of the previous section'],
    ['to not above next from', (r) => { r[0]!.to = 41; }, 'waterBearingZones.0.to', '"To" must not be greater than "From" of the next section'],
    ['to greater than from', (r) => { r[0]!.to = 20; }, 'waterBearingZones.0.to', '"To" must be greater than "From"'],
    ['last within completed depth', (r) => { r[1]!.to = 61; }, 'waterBearingZones.1.to', '"To" must be less than or equal to "Completed Depth"'],
    ['thickness required', (r) => { r[1]!.thickness = null; r[1]!.to = null; }, 'waterBearingZones.1.thickness', 'Required'],
    ['fluid loss pair', (r) => { r[0]!.fluidLossFrom = 21; }, 'waterBearingZones.0.fluidLossTo', 'Please enter both Fluid Loss From and Fluid Loss To'],
    ['fluid loss order', (r) => { r[0]!.fluidLossFrom = 22; r[0]!.fluidLossTo = 21; }, 'waterBearingZones.0.fluidLossTo', '"Fluid Loss To" must be greater than "Fluid Loss From"'],
  ])('%s', (_name, mutate, path, message) => {
    const r = two();
    mutate(r);
    expect(waterBearingZoneIssues(r, 60, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it('regulator: from-depths free', () => {
    const r = two();
    r[1]!.from = 22;
    expect(waterBearingZoneIssues(r, 60, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it('calculates thickness, cumulative yield and clears modal grain', () => {
    const r = two();
    r[0]!.estimatedIndividualYield = 1.5;
    r[1]!.estimatedIndividualYield = 2;
    r[1]!.seiveAnalysisOnStrata = 0;
    r[1]!.seiveAnalysisModalGrain = 'Coarse';
    const out = withWaterBearingZoneCalculations(r);
    expect(out.map((z) => [z.thickness, z.estimatedCumulativeYield, z.seiveAnalysisModalGrain])).toEqual([
      [5, 1.5, null],
      [10, 3.5, null],
    ]);
  });

  it('leaves a deleted row in place, out of the cumulative yield', () => {
    const r = two();
    r[0]!.estimatedIndividualYield = 1.5;
    r[1]!.estimatedIndividualYield = 2;
    const rows = [{ ...r[0]!, status: 'deleted' as const, estimatedIndividualYield: 9 }, ...r];
    const out = withWaterBearingZoneCalculations(rows);
    expect(out.map((z) => [z.status, z.estimatedCumulativeYield])).toEqual([
      ['deleted', rows[0]!.estimatedCumulativeYield],
      ['existing', 1.5],
      ['existing', 3.5],
    ]);
  });

  it('has flow measuring device codes A to I', () => {
    expect(FLOW_MEASURING_DEVICES.map((d) => d.code).join('')).toBe('ABCDEFGHI');
  });
});
