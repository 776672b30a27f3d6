/**
 * Work attribute ids the BCR depends on. The spec names the behaviour (e.g. "attribute 3 with id 4")
 * but not every constant; the names below are ours (docs/decisions/bcr.md).
 */
export const WORK_ATTRIBUTE_1 = { new: 1, amendment: 2, decommission: 3, alteration: 4 } as const;
export const WORK_ATTRIBUTE_2 = { production: 1, monitoring: 2, test: 3, geotechnicalGeothermal: 4 } as const;
export const WORK_ATTRIBUTE_3 = { drilledBore: 1, spearpoint: 3, excavation: 4, multipleHoles: 6 } as const;
export const WORK_ATTRIBUTE_4 = { casedHole: 1, openThroughRock: 2, lined: 3, unlined: 4 } as const;

export interface WorkType {
  workAttribute1: number | null;
  workAttribute2: number | null;
  workAttribute3: number | null;
  workAttribute4: number | null;
}

export const isDecommission = (w: WorkType): boolean => w.workAttribute1 === WORK_ATTRIBUTE_1.decommission;

/** Original completion date and amended comments apply to the amendment and alteration values. */
export const isAmended = (w: WorkType): boolean =>
  w.workAttribute1 === WORK_ATTRIBUTE_1.amendment || w.workAttribute1 === WORK_ATTRIBUTE_1.alteration;

export const isExcavated = (w: WorkType): boolean => w.workAttribute3 === WORK_ATTRIBUTE_3.excavation;
export const isSpearpoint = (w: WorkType): boolean => w.workAttribute3 === WORK_ATTRIBUTE_3.spearpoint;
export const isOpenThroughRock = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.openThroughRock;
export const isCasedHole = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.casedHole;

/** Monitoring, test and geotechnical/geothermal bores are exempt from the 100 mm OD minimum. */
export const isOdMinimumExempt = (w: WorkType): boolean =>
  w.workAttribute2 === WORK_ATTRIBUTE_2.monitoring ||
  w.workAttribute2 === WORK_ATTRIBUTE_2.test ||
  w.workAttribute2 === WORK_ATTRIBUTE_2.geotechnicalGeothermal;
