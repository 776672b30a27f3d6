import type { BcrReport, BcrSummary, BoreDevelopment, CasingSupport, HeadWorks, SummaryEditedField, WorkPartlyBackfilled } from '@driller/domain';
import type { BcrReportsTable } from './bcr.tables';

/*
 * Where each field of the report's root row is stored: report field -> column. The `satisfies` clauses
 * make the compiler check both sides (rows: bcr.row-tables.ts).
 */

type RootColumn = keyof BcrReportsTable & string;
type Fields<R, Skip extends keyof R> = Record<Exclude<keyof R, Skip>, RootColumn>;

/** The summary fields the Summary page edits (the rest of the summary comes from the work). */
export const SUMMARY_COLUMNS = {
  boreTypeId: 'bore_type_id',
  receivedDate: 'received_date',
  completionDate: 'completion_date',
  originalCompletionDate: 'original_completion_date',
  decommissionedDate: 'decommissioned_date',
  completedDepth: 'completed_depth',
  assistantDriller: 'assistant_driller',
  siteChosenBy: 'site_chosen_by',
  elevation: 'elevation',
  finalYield: 'final_yield',
  finalSWL: 'final_swl',
  finalSalinity: 'final_salinity',
  finalSalinityUOM: 'final_salinity_uom',
  finalSalinityConductivity: 'final_salinity_conductivity',
  finalDDL: 'final_ddl',
  finalDurationHour: 'final_duration_hour',
  finalDurationMin: 'final_duration_min',
  amendedComments: 'amended_comments',
  centralisersInstalled: 'centralisers_installed',
  comments: 'comments',
} as const satisfies Record<SummaryEditedField, RootColumn>;

/** The Not Applicable marks, saved with their sections. */
export const NOT_APPLICABLE_COLUMNS = {
  annulusFillSealMarkNotApplicable: 'annulus_fill_seal_mark_not_applicable',
  boreDevelopmentMarkNotApplicable: 'bore_development_mark_not_applicable',
  disinfectionOnCompletionMarkNotApplicable: 'disinfection_on_completion_mark_not_applicable',
} as const satisfies Partial<Record<keyof BcrSummary, RootColumn>>;

/** Head works: one record per BCR, on the root row. */
export const HEAD_WORKS_COLUMNS = {
  lengths: 'hw_lengths',
  width: 'hw_width',
  thickness: 'hw_thickness',
} as const satisfies Fields<HeadWorks, 'headWorksId' | 'formAId'>;

/** Casing support: one record per BCR, on the root row. */
export const CASING_SUPPORT_COLUMNS = {
  casingSupportMethod: 'cs_casing_support_method',
  casingSupportMethod2: 'cs_casing_support_method_2',
  casingSupportMethod3: 'cs_casing_support_method_3',
  casingType: 'cs_casing_type',
  sumpInstalled: 'cs_sump_installed',
  sumpInstalledFrom: 'cs_sump_installed_from',
  sumpInstalledTo: 'cs_sump_installed_to',
  centralisersInstalled: 'cs_centralisers_installed',
  centraliserSpacing: 'cs_centraliser_spacing',
  pressureCemented: 'cs_pressure_cemented',
  pressureCementedFrom: 'cs_pressure_cemented_from',
  pressureCementedTo: 'cs_pressure_cemented_to',
  durationHour: 'cs_duration_hour',
  durationMin: 'cs_duration_min',
  curingTime: 'cs_curing_time',
  casingProtectorCementedInPlace: 'cs_casing_protector_cemented_in_place',
} as const satisfies Fields<CasingSupport, 'id' | 'formAId'>;

/** Chemical used and its name, shared by the bore development rows. */
export const BORE_DEVELOPMENT_COLUMNS = {
  chemicalUsed: 'bd_chemical_used',
  name: 'bd_chemical_name',
} as const satisfies Fields<BoreDevelopment, 'rows'>;

/** The header of work partly backfilled / abandoned. */
export const WORK_PARTLY_BACKFILLED_COLUMNS = {
  originalDepthOfWork: 'wpb_original_depth_of_work',
  isWorkPartlyBackfilled: 'wpb_is_work_partly_backfilled',
  isWorkAbandoned: 'wpb_is_work_abandoned',
  methodOfAbandonment: 'wpb_method_of_abandonment',
  casingLeftInTheWorkFrom: 'wpb_casing_left_from',
  casingLeftInTheWorkTo: 'wpb_casing_left_to',
} as const satisfies Fields<WorkPartlyBackfilled, 'rows'>;

/** The method of placement shared by the gravel pack rows. */
export const GRAVEL_PACK_COLUMNS = {
  methodOfPlacementOfGravelPack: 'gp_method_of_placement',
} as const satisfies Partial<Record<keyof BcrReport, RootColumn>>;

type ColumnMap = Readonly<Record<string, string>>;

const pairs = new WeakMap<ColumnMap, (readonly [string, string])[]>();
/** A map's field -> column pairs, listed once (a GET bcr reads every row through them). */
function pairsOf(columns: ColumnMap): (readonly [string, string])[] {
  let list = pairs.get(columns);
  if (!list) pairs.set(columns, (list = Object.entries(columns)));
  return list;
}

/** Report fields from stored columns (a missing column reads as null). */
export function fieldsOf(values: Readonly<Record<string, unknown>> | null, columns: ColumnMap): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of pairsOf(columns)) fields[field] = values?.[column] ?? null;
  return fields;
}

/** Stored columns from report fields (a missing field writes null). */
export function columnsOf(fields: object | null, columns: ColumnMap): Record<string, unknown> {
  const source = (fields ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, source[field] ?? null]));
}
