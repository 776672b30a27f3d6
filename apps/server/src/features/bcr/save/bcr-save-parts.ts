import { isRegulator, type BcrContext, type BcrReport, type BcrSection } from '@driller/domain';
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

/** What a section save takes from the body, writes on the root row, and records in the audit. */
export interface SectionPart {
  /** The stored report with this section's part replaced by the body's. */
  take: (stored: BcrReport, body: BcrReport, ctx: BcrContext) => BcrReport;
  /** Its columns of the root row. */
  root?: (report: BcrReport) => ColumnValues;
  /** Its row table. */
  rows?: RowSection;
  /** Its data, for the audit row's before and after. */
  part: (report: BcrReport) => unknown;
}

type NotApplicableField = keyof typeof NOT_APPLICABLE_COLUMNS;
const flagColumn = (field: NotApplicableField) => ({ [field]: NOT_APPLICABLE_COLUMNS[field] });
const withFlag = (report: BcrReport, body: BcrReport, field: NotApplicableField): BcrReport['summary'] => ({
  ...report.summary,
  [field]: body.summary[field],
});

/** A list section with a Not Applicable mark. */
function markedList(section: 'annulusFillSeal' | 'disinfection', field: NotApplicableField): SectionPart {
  return {
    take: (stored, body) => ({ ...stored, [section]: body[section], summary: withFlag(stored, body, field) }),
    root: (r) => columnsOf(r.summary, flagColumn(field)),
    rows: section,
    part: (r) => ({ rows: r[section], [field]: r.summary[field] }),
  };
}

type ListSection = 'lithology' | 'drillingDetails' | 'waterBearingZones' | 'excavationDetails' | 'casingLiner' | 'waterEntryDesign' | 'pumpingTest';
const list = (section: ListSection): SectionPart => ({
  take: (stored, body) => ({ ...stored, [section]: body[section] }),
  rows: section,
  part: (r) => r[section],
});

const SUMMARY_FIELDS = Object.keys(SUMMARY_COLUMNS);
const pick = (source: object, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((k) => [k, (source as Record<string, unknown>)[k] ?? null]));

/** The summary fields the page edits; the received date only the regulator may (spec 2 section 6). */
const summaryPart: SectionPart = {
  take: (stored, body, ctx) => {
    const edited = pick(body.summary, SUMMARY_FIELDS);
    if (!isRegulator(ctx)) edited.receivedDate = stored.summary.receivedDate;
    return { ...stored, summary: { ...stored.summary, ...edited } };
  },
  root: (r) => columnsOf(r.summary, SUMMARY_COLUMNS),
  part: (r) => pick(r.summary, SUMMARY_FIELDS),
};

const NO_BACKFILL = { isWorkPartlyBackfilled: false, isWorkAbandoned: false };

export const SECTION_PARTS: Readonly<Record<BcrSection, SectionPart>> = {
  summary: summaryPart,
  headWorks: {
    take: (stored, body) => ({ ...stored, headWorks: body.headWorks }),
    root: (r) => columnsOf(r.headWorks, HEAD_WORKS_COLUMNS),
    part: (r) => r.headWorks,
  },
  casingSupport: {
    take: (stored, body) => ({ ...stored, casingSupport: body.casingSupport }),
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
    take: (stored, body) => ({ ...stored, gravelPack: body.gravelPack, methodOfPlacementOfGravelPack: body.methodOfPlacementOfGravelPack }),
    root: (r) => columnsOf(r, GRAVEL_PACK_COLUMNS),
    rows: 'gravelPack',
    part: (r) => ({ rows: r.gravelPack, methodOfPlacementOfGravelPack: r.methodOfPlacementOfGravelPack }),
  },
  annulusFillSeal: markedList('annulusFillSeal', 'annulusFillSealMarkNotApplicable'),
  disinfection: markedList('disinfection', 'disinfectionOnCompletionMarkNotApplicable'),
  boreDevelopment: {
    take: (stored, body) => ({ ...stored, boreDevelopment: body.boreDevelopment, summary: withFlag(stored, body, 'boreDevelopmentMarkNotApplicable') }),
    root: (r) => ({ ...columnsOf(r.boreDevelopment, BORE_DEVELOPMENT_COLUMNS), ...columnsOf(r.summary, flagColumn('boreDevelopmentMarkNotApplicable')) }),
    rows: 'boreDevelopment',
    part: (r) => ({ ...r.boreDevelopment, boreDevelopmentMarkNotApplicable: r.summary.boreDevelopmentMarkNotApplicable }),
  },
  workPartlyBackfilled: {
    take: (stored, body) => ({ ...stored, workPartlyBackfilled: body.workPartlyBackfilled }),
    root: (r) => ({
      ...columnsOf(r.workPartlyBackfilled ?? NO_BACKFILL, WORK_PARTLY_BACKFILLED_COLUMNS),
      work_partly_backfilled_saved: r.workPartlyBackfilled !== null,
    }),
    rows: 'workPartlyBackfilled',
    part: (r) => r.workPartlyBackfilled,
  },
};
