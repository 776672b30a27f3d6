import { BCR_SAVE_PATH } from './endpoints';
import { pageTitle, type BcrPageId } from './pages';
import type { BcrSection } from './section-checks';

interface SectionSave {
  path: string;
  /** The wizard page the route saves (its title names the operation). */
  page: BcrPageId;
  /** The report sections the route writes; the rest of the body is context. */
  sections: readonly BcrSection[];
}

const save = (page: BcrPageId, sections: readonly BcrSection[]): SectionSave => ({ path: BCR_SAVE_PATH[page], page, sections });

/**
 * The per-section save routes of spec 2 section 7. Casing / Liner Details and Gravel Pack travel with
 * water entry design (docs/decisions.md "BCR wizard").
 */
export const BCR_SECTION_SAVES = {
  summary: save('summary', ['summary']),
  headWorks: save('headWorks', ['headWorks']),
  lithology: save('lithology', ['lithology']),
  drillingDetails: save('drillingDetails', ['drillingDetails']),
  waterBearingZones: save('waterBearingZones', ['waterBearingZones']),
  casingSupport: save('casingSupport', ['casingSupport']),
  annulusFillSeal: save('annulusFillSeal', ['annulusFillSeal']),
  waterEntryDesign: save('waterEntryDesign', ['casingLiner', 'waterEntryDesign', 'gravelPack']),
  boreDevelopment: save('boreDevelopment', ['boreDevelopment']),
  workPartlyBackfilled: save('workPartlyBackfilled', ['workPartlyBackfilled']),
  disinfection: save('disinfection', ['disinfection']),
  excavationDetails: save('excavationDetails', ['excavationDetails']),
  pumpingTest: save('pumpingTest', ['pumpingTest']),
} as const satisfies Record<string, SectionSave>;
export type BcrSectionSaveKey = keyof typeof BCR_SECTION_SAVES;

export const sectionSaveTitle = (key: BcrSectionSaveKey): string => pageTitle(BCR_SECTION_SAVES[key].page);
