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
type Mapper = (source: Readonly<Record<string, unknown>> | null) => Record<string, unknown>;

/**
 * A function that copies `source[from] ?? null` to `to` for every pair, as one object literal, made once
 * per map. A loop over the pairs made each read a keyed load of a name that changes every step
 * (megamorphic, a lookup every time) and grew each object one property at a time: for a 31-row report
 * that was 12 % of a GET's work between its record and its answer. The names are the maps' own constants, quoted as
 * JSON string literals, so nothing from a request ever reaches the generated code.
 */
function compileMapper(pairs: readonly (readonly [to: string, from: string])[]): Mapper {
  const properties = pairs.map(([to, from]) => `${JSON.stringify(to)}: s[${JSON.stringify(from)}] ?? null`);
  return new Function('source', `const s = source ?? {}; return { ${properties.join(', ')} };`) as Mapper;
}

const toFields = new WeakMap<ColumnMap, Mapper>();
const toColumns = new WeakMap<ColumnMap, Mapper>();

function mapperOf(cache: WeakMap<ColumnMap, Mapper>, columns: ColumnMap, pairs: () => (readonly [string, string])[]): Mapper {
  let mapper = cache.get(columns);
  if (!mapper) cache.set(columns, (mapper = compileMapper(pairs())));
  return mapper;
}

/** Report fields from stored columns (a missing column reads as null). */
export function fieldsOf(values: Readonly<Record<string, unknown>> | null, columns: ColumnMap): Record<string, unknown> {
  return mapperOf(toFields, columns, () => Object.entries(columns))(values);
}

/** Stored columns from report fields (a missing field writes null). */
export function columnsOf(fields: object | null, columns: ColumnMap): Record<string, unknown> {
  const flipped = () => Object.entries(columns).map(([field, column]) => [column, field] as const);
  return mapperOf(toColumns, columns, flipped)(fields as Readonly<Record<string, unknown>> | null);
}
