import { ATTRIBUTE_3_WITHOUT_ATTRIBUTE_4, WORK_ATTRIBUTE_1, WORK_ATTRIBUTE_2, WORK_ATTRIBUTE_3, WORK_ATTRIBUTE_4, isAmended } from '../work/attributes';

/** The four work attributes of the Form A as the BCR rules read them (ids: work/attributes). */
export interface WorkType {
  workAttribute1: number | null;
  workAttribute2: number | null;
  workAttribute3: number | null;
  workAttribute4: number | null;
}

export const isDecommissionWork = (w: WorkType): boolean => w.workAttribute1 === WORK_ATTRIBUTE_1.decommission;

/** Original completion date and amended comments apply to both amended variants. */
export const isAmendedWork = (w: WorkType): boolean => isAmended(w.workAttribute1);

/** The alteration variant records no water bearing zone on a screen. */
export const isAlterationWork = (w: WorkType): boolean => w.workAttribute1 === WORK_ATTRIBUTE_1.amendedAlteration;

export const isExcavatedWork = (w: WorkType): boolean => w.workAttribute3 === WORK_ATTRIBUTE_3.excavation;
export const isSpearpointWork = (w: WorkType): boolean => w.workAttribute3 === WORK_ATTRIBUTE_3.spearpoint;
export const isMultipleHolesWork = (w: WorkType): boolean =>
  w.workAttribute3 === WORK_ATTRIBUTE_3.monitoringOneOrMoreHoles || w.workAttribute3 === WORK_ATTRIBUTE_3.monitoringTwoOrMoreHoles;
export const isOpenThroughRock = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.openThroughRock;
export const isCasedHole = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.cased;
export const isLinedWork = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.lined;
export const isUnlinedWork = (w: WorkType): boolean => w.workAttribute4 === WORK_ATTRIBUTE_4.unlined;

/** Monitoring, test and geotechnical/geothermal bores are exempt from the 100 mm OD minimum. */
export const isOdMinimumExempt = (w: WorkType): boolean =>
  w.workAttribute2 === WORK_ATTRIBUTE_2.monitoring ||
  w.workAttribute2 === WORK_ATTRIBUTE_2.test ||
  w.workAttribute2 === WORK_ATTRIBUTE_2.geotechnicalGeothermal;

/** "Work Details 4 is not selected.": attribute 4 is needed unless attribute 3 goes without one. */
export const needsAttribute4 = (w: WorkType): boolean =>
  w.workAttribute4 === null && (w.workAttribute3 === null || !ATTRIBUTE_3_WITHOUT_ATTRIBUTE_4.includes(w.workAttribute3));
