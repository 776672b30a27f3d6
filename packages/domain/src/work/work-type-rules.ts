import { error, warning, type Issue } from '../common/issue';
import { WORK_ATTRIBUTE_1, WORK_ATTRIBUTE_2, WORK_ATTRIBUTE_3, WORK_ATTRIBUTE_4, isAmended, type WorkAttributeIds } from './attributes';
import { WORK_MESSAGES, casingSupportDeletedNotice, deleteSectionsMessage } from './messages';

/** BCR section row counts of a form (spec 1 section 3), used to block work-type changes. */
export interface BcrSectionCounts {
  lithology: number;
  drillingDetails: number;
  waterEntryDesign: number;
  gravelPack: number;
  casingSupport: number;
  annulusFillSeal: number;
  boreDevelopment: number;
  workPartlyBackfilled: number;
  excavationDetails: number;
  excavationLined: number;
}

export type BcrSectionKey = keyof BcrSectionCounts;

export const EMPTY_SECTION_COUNTS: BcrSectionCounts = {
  lithology: 0,
  drillingDetails: 0,
  waterEntryDesign: 0,
  gravelPack: 0,
  casingSupport: 0,
  annulusFillSeal: 0,
  boreDevelopment: 0,
  workPartlyBackfilled: 0,
  excavationDetails: 0,
  excavationLined: 0,
};

export const BCR_SECTION_NAMES: Record<BcrSectionKey, string> = {
  lithology: 'Lithology',
  drillingDetails: 'Drilling Details',
  waterEntryDesign: 'Bore Construction Design',
  gravelPack: 'Gravel Pack',
  casingSupport: 'Casing Support',
  annulusFillSeal: 'Annulus Fill / Seal',
  boreDevelopment: 'Bore Development',
  workPartlyBackfilled: 'Work Partly Backfilled',
  excavationDetails: 'Excavation Details',
  excavationLined: 'Excavation Lining',
};

const BORE_ONLY: readonly BcrSectionKey[] = ['casingSupport', 'annulusFillSeal', 'boreDevelopment', 'workPartlyBackfilled'];
const EXCAVATION: readonly BcrSectionKey[] = ['excavationDetails', 'excavationLined'];

/** BCR sections a work attribute 3 hides (spec 1 "Work Details cascade", spec 2 section visibility). */
export function sectionsHiddenBy(attribute3: number | null): readonly BcrSectionKey[] {
  if (attribute3 === WORK_ATTRIBUTE_3.spearpoint) return [...BORE_ONLY, ...EXCAVATION];
  if (attribute3 === WORK_ATTRIBUTE_3.excavation) return ['drillingDetails', 'waterEntryDesign', 'gravelPack', ...BORE_ONLY];
  return EXCAVATION;
}

/** Casing support is not blocking for spearpoint and excavation: it is deleted on save, with a notice. */
export function deletesCasingSupport(attribute3: number | null): boolean {
  return attribute3 === WORK_ATTRIBUTE_3.spearpoint || attribute3 === WORK_ATTRIBUTE_3.excavation;
}

/** The work type's deleteCasingSupport flag, '1' when saving will drop the casing support rows. */
export function deleteCasingSupportFlag(attribute3: number | null, counts: BcrSectionCounts): '0' | '1' {
  return deletesCasingSupport(attribute3) && counts.casingSupport > 0 ? '1' : '0';
}

export interface WorkTypeChange {
  previous: WorkAttributeIds | null;
  next: WorkAttributeIds;
  /** formAId above 0. */
  formExists: boolean;
  offline: boolean;
  sectionCounts: BcrSectionCounts;
}

const PATH = 'workType';
/** Exception reason code of the casing-support notice (see docs/decisions.md). */
export const CASING_SUPPORT_DELETED = 'CASING_SUPPORT_DELETED';

function changed(a: WorkAttributeIds | null, b: WorkAttributeIds): boolean {
  return a === null || a.attribute1 !== b.attribute1 || a.attribute2 !== b.attribute2 || a.attribute3 !== b.attribute3 || a.attribute4 !== b.attribute4;
}

function attribute2Issues({ previous, next, formExists }: WorkTypeChange): Issue[] {
  if (next.attribute2 === WORK_ATTRIBUTE_2.monitoring) {
    if (isAmended(next.attribute1)) return [error('workAttribute2', WORK_MESSAGES.monitoringNotForAmended)];
    if (formExists && previous?.attribute2 !== WORK_ATTRIBUTE_2.monitoring)
      return [error('workAttribute2', WORK_MESSAGES.monitoringNotAllowed)];
  }
  if (next.attribute2 === WORK_ATTRIBUTE_2.test && next.attribute1 !== null && next.attribute1 !== WORK_ATTRIBUTE_1.new)
    return [error('workAttribute2', WORK_MESSAGES.testOnlyWithNew)];
  return [];
}

function sectionIssues({ previous, next, sectionCounts }: WorkTypeChange): Issue[] {
  if (previous === null) return [];
  if (
    previous.attribute4 === WORK_ATTRIBUTE_4.lined &&
    next.attribute4 === WORK_ATTRIBUTE_4.unlined &&
    sectionCounts.excavationLined > 0
  )
    return [error('workAttribute4', WORK_MESSAGES.deleteLiningFirst)];
  if (previous.attribute3 === next.attribute3) return [];
  const blocking = sectionsHiddenBy(next.attribute3).filter(
    (key) => sectionCounts[key] > 0 && !(key === 'casingSupport' && deletesCasingSupport(next.attribute3)),
  );
  if (blocking.length > 0) return [error('workAttribute3', deleteSectionsMessage(blocking.map((k) => BCR_SECTION_NAMES[k])))];
  if (deletesCasingSupport(next.attribute3) && sectionCounts.casingSupport > 0) {
    const option = next.attribute3 === WORK_ATTRIBUTE_3.spearpoint ? 'Spear Point' : 'Excavation';
    return [warning('workAttribute3', casingSupportDeletedNotice(option), CASING_SUPPORT_DELETED)];
  }
  return [];
}

/** Rules for changing Work Details 1 to 4 (spec 1 section 5 "Work type rules"). */
export function validateWorkTypeChange(change: WorkTypeChange): Issue[] {
  if (!changed(change.previous, change.next)) return [];
  if (change.offline) return [error(PATH, WORK_MESSAGES.workTypeOffline)];
  return [...attribute2Issues(change), ...sectionIssues(change)];
}
