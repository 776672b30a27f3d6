import { ROLE, bcrReportSchema, type BcrContext, type BcrReport, type BcrReportInput } from '@driller/domain';

/**
 * A complete synthetic BCR with `rows` rows in every row section, contiguous 1 m depth steps, valid
 * for a new drilled cased bore; the benchmark measures validation of a worst-case-sized report.
 */
export function largeBcrInput(rows = 200): BcrReportInput {
  const depth = rows;
  const steps = Array.from({ length: rows }, (_, i) => ({ from: i, to: i + 1, status: 'existing' as const }));
  const half = Math.floor(rows / 2);
  return {
    formAId: 1,
    approvalConditionDate: '2023-06-01',
    summary: {
      boreTypeId: 1,
      completionDate: '2024-03-01',
      completedDepth: depth,
      approvalIssueDate: '2023-01-01',
      approvalExpiryDate: '2028-01-01',
      actualLatitude: -33.1,
      actualLongitude: 151.2,
      distance: 5,
      lotDp: '1/DP123',
      actualLotDp: '1/123',
      organisation: 'Bench Drilling',
      centralisersInstalled: 1,
      annulusFillSealMarkNotApplicable: 2,
      boreDevelopmentMarkNotApplicable: 2,
      disinfectionOnCompletionMarkNotApplicable: 2,
    },
    drillingDetails: steps.map((s) => ({ ...s, diameter: 200, drillingMethodId: 1 })),
    lithology: steps.map((s) => ({ status: s.status, depthFrom: s.from, depthTo: s.to, rockType: 1 })),
    waterBearingZones: steps.map((s) => ({ ...s, thickness: 1, estimatedIndividualYield: 0.5 })),
    casingLiner: steps.map((s) => ({ ...s, material: 8, odmm: 140, wallThickness: 5, idmm: 130, methodFixing: 1 })),
    casingSupport: { casingSupportMethod: 1, casingType: 1, casingProtectorCementedInPlace: 1, centralisersInstalled: 1, centraliserSpacing: 5 },
    waterEntryDesign: steps.map((s, i) =>
      i < half
        ? { ...s, screenType: 0, material: 8, od: 140, wallThickness: 5, id: 130, fixing: 1 }
        : {
            ...s,
            screenType: 1,
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
            slotAlignment: 'Vertical' as const,
            stabilisingFillTypeId: 2,
          },
    ),
    gravelPack: steps.map((s) => ({
      status: s.status,
      depthFrom: depth + s.from,
      depthTo: depth + s.to,
      gravelTypeId: 1,
      gravelGradeId: 1,
      grainSizeFrom: 1,
      grainSizeTo: 40,
    })),
    annulusFillSeal: steps.map((s) => ({ ...s, fillType: 1 })),
    boreDevelopment: {
      chemicalUsed: 0,
      rows: steps.map((s, i) => ({ status: s.status, boreDevelopmentMethod: i + 1, durationHour: 2, durationMin: '00' })),
    },
    disinfection: steps.map((s) => ({ status: s.status, chemicalsUsed: 'Chlorine', quantityApplied: 10, methodOfApplication: 'Poured' })),
    pumpingTest: steps.map((s) => ({
      status: s.status,
      testType: 2,
      date: '2024-03-02',
      durationOfTestHour: 4,
      durationOfTestMin: '00',
      recoveryTimeTakenHour: 1,
      recoveryTimeTakenMin: '30',
    })),
  };
}

export function largeBcr(rows = 200): BcrReport {
  return bcrReportSchema.parse(largeBcrInput(rows));
}

export function benchContext(): BcrContext {
  return {
    roleId: ROLE.driller,
    workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
    today: '2024-06-01',
    casingTypeValidations: [{ materialId: 8, minWallThicknessRange: 3, maxWallThicknessRange: 10, maxSeparationOfCentralisers: 12 }],
    conditionsAccepted: true,
    hasMonitoringHoles: false,
  };
}
