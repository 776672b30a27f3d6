import { describe, expect, it } from 'vitest';
import {
  ROLE,
  drillingDetailsRowSchema,
  gravelPackRowSchema,
  waterEntryDesignRowSchema,
  type BcrContext,
} from '@driller/domain';
import { waterEntryQuestions } from './use-water-entry-guard';

const ctx: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-01-01',
  casingTypeValidations: [],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};
const casing = (od: number, wall: number) =>
  waterEntryDesignRowSchema.parse({ status: 'newmodify', screenType: 0, from: 0, to: 40, material: 8, od, wallThickness: wall, id: od - 2 * wall, fixing: 1 });
const screenRow = (fill: number) => waterEntryDesignRowSchema.parse({ status: 'existing', screenType: 1, from: 40, to: 55, stabilisingFillTypeId: fill });
const hole = [drillingDetailsRowSchema.parse({ status: 'existing', from: 0, to: 60, diameter: 200 })];
const gravel = [gravelPackRowSchema.parse({ status: 'existing', depthFrom: 35, depthTo: 55 })];

describe('what saving a water entry row asks first', () => {
  it('asks nothing for a sound casing above an artificial gravel pack', () => {
    expect(waterEntryQuestions([casing(140, 5), screenRow(2)], 0, gravel, hole, ctx)).toEqual({ warnings: [], discardGravel: false });
  });

  it('names the saved row’s own warnings only', () => {
    const rows = [casing(90, 3), screenRow(2), casing(90, 3)];
    expect(waterEntryQuestions(rows, 0, gravel, hole, ctx).warnings).toEqual([
      'The MINIMUM casing size for ALL bores except monitoring, test, geotechnical and geothermal must be 100mm OD.',
      'The minimum wall thickness for steel casing is 3.6 mm.',
    ]);
  });

  it('asks to discard the gravel pack once no row has Artificial Gravel Pack', () => {
    expect(waterEntryQuestions([casing(140, 5), screenRow(1)], 1, gravel, hole, ctx).discardGravel).toBe(true);
    expect(waterEntryQuestions([casing(140, 5), screenRow(1)], 1, [], hole, ctx).discardGravel).toBe(false);
  });
});
