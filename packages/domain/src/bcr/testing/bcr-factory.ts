import { ROLE } from '../../auth/roles';
import type { BcrContext } from '../context';
import { bcrReportSchema, type BcrReport, type BcrReportInput } from '../report.schema';

/**
 * Test data: a complete, valid BCR for a new drilled, cased production bore, and its context.
 * Tests override one thing at a time and assert the one issue that change causes.
 */
export function validReportInput(): BcrReportInput {
  const row = { status: 'existing' as const };
  return {
    formAId: 10,
    approvalConditionDate: '2023-06-01',
    summary: {
      boreTypeId: 1,
      completionDate: '2024-03-01',
      completedDepth: 60,
      approvalIssueDate: '2023-01-01',
      approvalExpiryDate: '2028-01-01',
      actualLatitude: -33.1,
      actualLongitude: 151.2,
      distance: 5,
      lotDp: '1/DP123',
      actualLotDp: '1/123',
      organisation: 'Acme Drilling',
      centralisersInstalled: 1,
      annulusFillSealMarkNotApplicable: 2,
      boreDevelopmentMarkNotApplicable: 2,
      disinfectionOnCompletionMarkNotApplicable: 2,
    },
    drillingDetails: [
      { ...row, from: 0, to: 30, diameter: 200, drillingMethodId: 1 },
      { ...row, from: 30, to: 60, diameter: 150, drillingMethodId: 1 },
    ],
    lithology: [
      { ...row, depthFrom: 0, depthTo: 30, rockType: 1 },
      { ...row, depthFrom: 30, depthTo: 60, rockType: 2 },
    ],
    waterBearingZones: [{ ...row, from: 40, to: 50, thickness: 10 }],
    casingLiner: [{ ...row, material: 8, odmm: 140, wallThickness: 5, idmm: 130, from: 0, to: 40, methodFixing: 1 }],
    casingSupport: { casingSupportMethod: 1, casingType: 1, casingProtectorCementedInPlace: 1, centralisersInstalled: 1, centraliserSpacing: 5 },
    waterEntryDesign: [
      { ...row, screenType: 0, from: 0, to: 40, material: 8, od: 140, wallThickness: 5, id: 130, fixing: 1 },
      {
        ...row,
        screenType: 1,
        from: 40,
        to: 55,
        material: 5,
        od: 140,
        wallThickness: 8,
        id: 124,
        fixing: 1,
        waterEntryDesignType: 1,
        waterBearingZoneId: 1,
        openingType: 1,
        openingTypeLabel: 'Slotted',
        slotLength: 10,
        slotWidth: 1,
        slotAlignment: 'Vertical',
        stabilisingFillTypeId: 2,
      },
    ],
    gravelPack: [{ ...row, depthFrom: 35, depthTo: 55, gravelTypeId: 1, gravelGradeId: 1, grainSizeFrom: 1, grainSizeTo: 40 }],
    annulusFillSeal: [{ ...row, fillType: 1, from: 0, to: 35 }],
    boreDevelopment: { chemicalUsed: 0, rows: [{ ...row, boreDevelopmentMethod: 1, durationHour: 2, durationMin: '00' }] },
    disinfection: [{ ...row, chemicalsUsed: 'Chlorine', quantityApplied: 10, methodOfApplication: 'Poured' }],
    pumpingTest: [
      {
        ...row,
        testType: 2,
        date: '2024-03-02',
        durationOfTestHour: 4,
        durationOfTestMin: '00',
        recoveryTimeTakenHour: 1,
        recoveryTimeTakenMin: '30',
      },
    ],
  };
}

export function validReport(): BcrReport {
  return bcrReportSchema.parse(validReportInput());
}

export function context(overrides: Partial<BcrContext> = {}): BcrContext {
  return {
    roleId: ROLE.driller,
    workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
    today: '2024-06-01',
    casingTypeValidations: [{ materialId: 8, minWallThicknessRange: 3, maxWallThicknessRange: 10, maxSeparationOfCentralisers: 12 }],
    conditionsAccepted: true,
    hasMonitoringHoles: false,
    ...overrides,
  };
}
