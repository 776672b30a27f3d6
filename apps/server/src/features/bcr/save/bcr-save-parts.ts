import { SUMMARY_EDITED_FIELDS, type BcrReport, type BcrSection } from '@driller/domain';
import {
  BORE_DEVELOPMENT_COLUMNS,
  CASING_SUPPORT_COLUMNS,
  GRAVEL_PACK_COLUMNS,
  HEAD_WORKS_COLUMNS,
  NOT_APPLICABLE_COLUMNS,
  SUMMARY_COLUMNS,
  WORK_PARTLY_BACKFILLED_COLUMNS,
} from '../../../platform/db/tables/bcr.columns';
import { columnsOf } from '../../../platform/db/tables/bcr.columns';
import type { RowSection } from '../../../platform/db/tables/bcr.row-tables';
import type { ColumnValues } from '../store/bcr-store.repository';

/**
 * What a section save writes on the root row and records in the audit. What it takes from the body is
 * the domain's (SECTION_TAKE): a BCR checked out to a device merges its saves the same way.
 */
export interface SectionPart {
  /** Its columns of the root row. */
  root?: (report: BcrReport) => ColumnValues;
  /** Its row table. */
  rows?: RowSection;
  /** Its data, for the audit row's before and after. */
  part: (report: BcrReport) => unknown;
}

type NotApplicableField = keyof typeof NOT_APPLICABLE_COLUMNS;
const flagColumn = (field: NotApplicableField) => ({ [field]: NOT_APPLICABLE_COLUMNS[field] });

/** A list section with a Not Applicable mark. */
function markedList(section: 'annulusFillSeal' | 'disinfection', field: NotApplicableField): SectionPart {
  return {
    root: (r) => columnsOf(r.summary, flagColumn(field)),
    rows: section,
    part: (r) => ({ rows: r[section], [field]: r.summary[field] }),
  };
}

type ListSection = 'lithology' | 'drillingDetails' | 'waterBearingZones' | 'excavationDetails' | 'casingLiner' | 'waterEntryDesign' | 'pumpingTest';
const list = (section: ListSection): SectionPart => ({
  rows: section,
  part: (r) => r[section],
});

/** The summary fields the page edits (the domain's SUMMARY_EDITED_FIELDS, each with its column). */
const summaryPart: SectionPart = {
  root: (r) => columnsOf(r.summary, SUMMARY_COLUMNS),
  part: (r) => Object.fromEntries(SUMMARY_EDITED_FIELDS.map((f) => [f, r.summary[f] ?? null])),
};

const NO_BACKFILL = { isWorkPartlyBackfilled: false, isWorkAbandoned: false };

export const SECTION_PARTS: Readonly<Record<BcrSection, SectionPart>> = {
  summary: summaryPart,
  headWorks: {
    root: (r) => columnsOf(r.headWorks, HEAD_WORKS_COLUMNS),
    part: (r) => r.headWorks,
  },
  casingSupport: {
    root: (r) => ({ ...columnsOf(r.casingSupport, CASING_SUPPORT_COLUMNS), casing_support_saved: r.casingSupport !== null }),
    part: (r) => r.casingSupport,
  },
  lithology: list('lithology'),
  drillingDetails: list('drillingDetails'),
  waterBearingZones: list('waterBearingZones'),
  excavationDetails: list('excavationDetails'),
  casingLiner: list('casingLiner'),
  waterEntryDesign: list('waterEntryDesign'),
  pumpingTest: list('pumpingTest'),
  gravelPack: {
    root: (r) => columnsOf(r, GRAVEL_PACK_COLUMNS),
    rows: 'gravelPack',
    part: (r) => ({ rows: r.gravelPack, methodOfPlacementOfGravelPack: r.methodOfPlacementOfGravelPack }),
  },
  annulusFillSeal: markedList('annulusFillSeal', 'annulusFillSealMarkNotApplicable'),
  disinfection: markedList('disinfection', 'disinfectionOnCompletionMarkNotApplicable'),
  boreDevelopment: {
    root: (r) => ({ ...columnsOf(r.boreDevelopment, BORE_DEVELOPMENT_COLUMNS), ...columnsOf(r.summary, flagColumn('boreDevelopmentMarkNotApplicable')) }),
    rows: 'boreDevelopment',
    part: (r) => ({ ...r.boreDevelopment, boreDevelopmentMarkNotApplicable: r.summary.boreDevelopmentMarkNotApplicable }),
  },
  workPartlyBackfilled: {
    root: (r) => ({
      ...columnsOf(r.workPartlyBackfilled ?? NO_BACKFILL, WORK_PARTLY_BACKFILLED_COLUMNS),
      work_partly_backfilled_saved: r.workPartlyBackfilled !== null,
    }),
    rows: 'workPartlyBackfilled',
    part: (r) => r.workPartlyBackfilled,
  },
};
