import { BCR_SECTION_SAVES, type BcrReportInput, type BcrSaveRequest, type BcrSectionSaveKey } from '@driller/domain';
import type { TestApp } from './test-app';
import { as, createWork, SUBJECT, type TestApprovalWork } from './work-factory';

type Who = Parameters<typeof as>[1];

/**
 * A BCR with every field of every section a drilled, cased and screened bore with gravel pack shows
 * filled in, valid for a driller (spec 2 section 5). Decimals sit at their digit limits where no rule
 * ties them to another field.
 */
export function fullReport(): BcrReportInput {
  const row = { status: 'new' as const };
  return {
    summary: {
      boreTypeId: 1,
      completionDate: '2024-03-01',
      completedDepth: 60,
      assistantDriller: 'Sam Lee, Jo Park',
      siteChosenBy: 'Driller',
      elevation: -9999.99,
      finalYield: 99999.99,
      finalSWL: 12.35,
      finalSalinity: 999999.99,
      finalSalinityUOM: 'mg/L',
      finalSalinityConductivity: 1450.5,
      finalDDL: 999.99,
      finalDurationHour: 99,
      finalDurationMin: 30,
      centralisersInstalled: 1,
      comments: 'Bore completed as designed.',
      annulusFillSealMarkNotApplicable: 2,
      boreDevelopmentMarkNotApplicable: 2,
      disinfectionOnCompletionMarkNotApplicable: 2,
    },
    drillingDetails: [
      { ...row, from: 0, to: 30, diameter: 200, drillingMethodId: 6, penetrationRate: 12.35, fluidLoss: 0 },
      { ...row, from: 30, to: 62, diameter: 150, drillingMethodId: 7, penetrationRate: 99999999.99, fluidLoss: 1 },
    ],
    lithology: [
      { ...row, depthFrom: 0, depthTo: 30, rockType: 3, colour: 2, colourOther: 'Rust', grainSize: 1, texture: 2, additionalInformation: 'Weathered clay' },
      { ...row, depthFrom: 30, depthTo: 62, rockType: 5, colour: 4, colourOther: null, grainSize: 2, texture: 1, additionalInformation: 'Sandstone, water at 40 m' },
    ],
    waterBearingZones: [
      {
        ...row,
        from: 40,
        to: 50,
        thickness: 10,
        swl: 12.35,
        estimatedIndividualYield: 2.5,
        estimatedCumulativeYield: 2.5,
        testMethod: 1,
        flowMeasuringDevice: 'B',
        ddl: 8.25,
        durationHour: 2,
        durationMin: '15',
        salinityConductivity: 1450.5,
        salinityTds: 999999.99,
        salinityUOM: 'ppm',
        seiveAnalysisOnStrata: 1,
        seiveAnalysisModalGrain: 'Medium sand',
        fluidLossFrom: 41,
        fluidLossTo: 42.5,
        testDepth: 45,
        waterBearingZoneCategory: 'Confined',
        yieldDescription: 'Good',
        waterBearingZoneSalinity: 'Fresh',
        comment: 'Main aquifer',
      },
    ],
    casingLiner: [
      { ...row, material: 8, odmm: 140, wallThickness: 5, idmm: 130, from: -0.5, to: 40, methodFixing: 1, centralisersInstalled: 1, centraliserSpacing: 3 },
    ],
    casingSupport: {
      casingSupportMethod: 1,
      casingSupportMethod2: 2,
      casingSupportMethod3: 3,
      casingType: 1,
      sumpInstalled: 1,
      sumpInstalledFrom: 55,
      sumpInstalledTo: 58,
      centralisersInstalled: 1,
      centraliserSpacing: 5,
      pressureCemented: 1,
      pressureCementedFrom: 0,
      pressureCementedTo: 30,
      durationHour: 24,
      durationMin: '45',
      curingTime: '24 hours',
      casingProtectorCementedInPlace: 1,
    },
    waterEntryDesign: [
      { ...row, pipeNo: 1, screenType: 0, from: -0.5, to: 40, material: 8, od: 140, wallThickness: 5, id: 130, fixing: 1, centralisersInstalled: 1, centraliserSpacing: 3 },
      {
        ...row,
        pipeNo: 1,
        screenType: 1,
        waterEntryDesignType: 2,
        waterBearingZoneId: 1,
        waterBearingZone: '40 - 50',
        from: 40,
        to: 55,
        material: 5,
        od: 140,
        wallThickness: 8,
        id: 124,
        fixing: 2,
        openingType: 3,
        openingTypeLabel: 'Machine slotted',
        centralisersInstalled: 0,
        centraliserSpacing: null,
        screenAperture: 999.99,
        screenWireThickness: 1.5,
        slotLength: 50,
        slotWidth: 1.25,
        slotAlignment: 'Vertical',
        slotSpacing: 10,
        stabilisingFillTypeId: 2,
        wdstatus: 'Functioning',
        statusDate: '2024-03-01',
        material2: 4,
        openingMaterial: 5,
        comment: 'Slotted PVC',
      },
    ],
    gravelPack: [
      {
        ...row,
        gravelTypeId: 1,
        gravelGradeId: 1,
        bentoniteGroutSealId: 2,
        grainSizeFrom: 1,
        grainSizeTo: 40,
        depthFrom: 35,
        depthTo: 55,
        quantity: 0.5,
        quantityUOM: 'Cubic meters',
        insdiam: 140,
        outdiam: 150,
      },
    ],
    methodOfPlacementOfGravelPack: 2,
    annulusFillSeal: [
      { ...row, fillType: 1, from: 0, to: 35, groutMixComposition: 'Cement 3:1', methodOfPlacement: 1, quantity: 120, quantityUOM: 'Litres', insdiam: 140, outdiam: 200 },
    ],
    boreDevelopment: {
      chemicalUsed: 1,
      name: 'Sodium polyphosphate',
      rows: [{ ...row, boreDevelopmentMethod: 1, durationHour: 2, durationMin: '30', sandContent: 999999.99, details: 'Airlifted until clear' }],
    },
    disinfection: [{ ...row, chemicalsUsed: 'Chlorine', quantityApplied: 9999.99, methodOfApplication: 'Poured', treatmentDate: '2024-03-02' }],
    workPartlyBackfilled: {
      originalDepthOfWork: 62,
      isWorkPartlyBackfilled: true,
      isWorkAbandoned: false,
      methodOfAbandonment: 'Gravel to sump',
      casingLeftInTheWorkFrom: 0,
      casingLeftInTheWorkTo: 40,
      rows: [{ ...row, fillType: 2, fromDepth: 60, toDepth: 62 }],
    },
    pumpingTest: [
      {
        ...row,
        pipeNo: 1,
        testType: 2,
        date: '2024-03-02',
        pumpIntakeDepth: 45,
        initialWaterLevel: 12.35,
        pumpingRate: 2.5,
        waterLevelAtEndOfPumping: 20.1,
        durationOfTest: 4,
        durationOfTestHour: 4,
        durationOfTestMin: '00',
        recoveryWaterLevel: 12.9,
        recoveryTimeTaken: 1.5,
        recoveryTimeTakenHour: 1,
        recoveryTimeTakenMin: '30',
        heightOfMeasuringPoint: 99999999.99,
        testMethodId: 1,
        flowMeasuringDeviceId: 2,
      },
    ],
  };
}

/** A save body: the report, the work it belongs to and the version it was loaded at. */
export const saveBody = (formAId: number, version: number, report: BcrReportInput = fullReport()): BcrSaveRequest => ({
  ...report,
  formAId,
  version,
});

/**
 * A new production bore (New, Production, Drilled bore) of the driller's, with its actual
 * location set and its conditions accepted: ready for its BCR.
 */
export async function createBcrWork(
  t: TestApp,
  o: { attributes?: [number, number, number, number | null]; works?: TestApprovalWork[]; drillerSubject?: string } = {},
) {
  const [a1, a2, a3, a4] = o.attributes ?? [1, 1, 1, null];
  const work = await createWork(t, 'driller', {
    drillerSubject: o.drillerSubject ?? SUBJECT.driller,
    works: o.works,
    body: {
      workType: {
        workAttribute1: { id: a1, name: null },
        workAttribute2: { id: a2, name: null },
        workAttribute3: { id: a3, name: null },
        workAttribute4: a4 === null ? null : { id: a4, name: null },
      },
    },
  });
  await t.db
    .updateTable('works')
    .set({ actual_latitude: -32.25, actual_longitude: 148.6, distance: 4.2, actual_lot_no: '12//DP754321', accepted_dates: '2024-02-01' })
    .where('id', '=', work.id)
    .execute();
  await t.db
    .updateTable('work_approval_conditions')
    .set({ status: 1, accepted_at: new Date('2024-02-01T00:00:00Z'), accepted_role: 5 })
    .where('work_id', '=', work.id)
    .execute();
  return work;
}

export const savePath = (key: BcrSectionSaveKey | 'savebcr' | 'submit'): string =>
  key === 'savebcr' ? '/service/api/bcr/savebcr' : key === 'submit' ? '/service/api/bcr/savesubmitboredetails' : BCR_SECTION_SAVES[key].path;

/** POSTs a BCR save as `who`. */
export async function postBcr(t: TestApp, who: Who, key: BcrSectionSaveKey | 'savebcr' | 'submit', payload: object) {
  return t.app.inject({ method: 'POST', url: savePath(key), headers: await as(t, who), payload });
}

export async function getBcr(t: TestApp, who: Who, formAId: number) {
  return t.app.inject({ method: 'GET', url: `/service/api/bcr/${formAId}`, headers: await as(t, who) });
}
