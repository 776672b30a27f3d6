import { isDecommissionWork, isExcavatedWork, isSpearpointWork, type WorkType } from './work-type';

/**
 * Wizard pages in the spec's "default order in one reading", with Water Entry Design (and its Gravel
 * Pack sub-table) placed after Casing Support (docs/decisions.md). Excavation Details and Head
 * Works are hidden by default and never shown together.
 */
export const BCR_PAGES = [
  { id: 'summary', title: 'Summary' },
  { id: 'drillingDetails', title: 'Drilling Details' },
  { id: 'lithology', title: 'Lithology' },
  { id: 'waterBearingZones', title: 'Water Bearing Zones' },
  { id: 'excavationDetails', title: 'Excavation Details' },
  { id: 'boreConstructionDesign', title: 'Bore Construction Design' },
  { id: 'casingSupport', title: 'Casing Support' },
  { id: 'waterEntryDesign', title: 'Water Entry Design' },
  { id: 'annulusFillSeal', title: 'Annulus Fill / Seal' },
  { id: 'boreDevelopment', title: 'Bore Development' },
  { id: 'disinfection', title: 'Disinfection on Completion' },
  { id: 'workPartlyBackfilled', title: 'Work Partly Backfilled' },
  { id: 'headWorks', title: 'Head Works' },
  { id: 'pumpingTest', title: 'Pumping Test' },
  { id: 'submit', title: 'Submit Bore Details' },
] as const;

export type BcrPageId = (typeof BCR_PAGES)[number]['id'];
export type BcrPage = (typeof BCR_PAGES)[number];

const HIDDEN_BY_DEFAULT: ReadonlySet<BcrPageId> = new Set(['excavationDetails', 'headWorks']);

const SPEARPOINT_HIDES: readonly BcrPageId[] = ['casingSupport', 'annulusFillSeal', 'boreDevelopment', 'workPartlyBackfilled'];
const EXCAVATION_HIDES: readonly BcrPageId[] = [
  'drillingDetails',
  'boreConstructionDesign',
  'casingSupport',
  'annulusFillSeal',
  'boreDevelopment',
  'workPartlyBackfilled',
];

/** Visibility by work attributes (spec 2 section 1). */
export function isPageVisible(page: BcrPageId, w: WorkType): boolean {
  if (isSpearpointWork(w)) {
    if (page === 'headWorks') return true;
    if (SPEARPOINT_HIDES.includes(page)) return false;
  }
  if (isExcavatedWork(w)) {
    if (page === 'excavationDetails') return true;
    if (EXCAVATION_HIDES.includes(page)) return false;
  }
  if (isDecommissionWork(w) && page === 'workPartlyBackfilled') return false;
  return !HIDDEN_BY_DEFAULT.has(page);
}

export function visiblePages(w: WorkType): BcrPage[] {
  return BCR_PAGES.filter((p) => isPageVisible(p.id, w));
}

/** Next and Previous skip hidden pages; null at either end. */
export function nextPage(current: BcrPageId, w: WorkType): BcrPageId | null {
  return step(current, w, 1);
}

export function previousPage(current: BcrPageId, w: WorkType): BcrPageId | null {
  return step(current, w, -1);
}

function step(current: BcrPageId, w: WorkType, direction: 1 | -1): BcrPageId | null {
  let i = BCR_PAGES.findIndex((p) => p.id === current) + direction;
  for (; i >= 0 && i < BCR_PAGES.length; i += direction) {
    const page = BCR_PAGES[i];
    if (page && isPageVisible(page.id, w)) return page.id;
  }
  return null;
}

export function pageTitle(id: BcrPageId): string {
  return BCR_PAGES.find((p) => p.id === id)?.title ?? id;
}
