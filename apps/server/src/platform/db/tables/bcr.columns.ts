import type {
  AnnulusFillSealRow,
  BackfillRow,
  BcrReport,
  BcrSummary,
  BoreDevelopment,
  BoreDevelopmentRow,
  CasingLinerRow,
  CasingSupport,
  DisinfectionRow,
  DrillingDetailsRow,
  ExcavationRow,
  GravelPackRow,
  HeadWorks,
  LithologyRow,
  PumpingTestRow,
  WaterBearingZoneRow,
  WaterEntryDesignRow,
  WorkPartlyBackfilled,
} from '@driller/domain';
import type {
  BcrAnnulusFillSealsTable,
  BcrBackfillRowsTable,
  BcrBoreDevelopmentRowsTable,
  BcrCasingLinersTable,
  BcrDisinfectionsTable,
  BcrDrillingDetailsTable,
  BcrExcavationDetailsTable,
  BcrGravelPacksTable,
  BcrLithologyTable,
  BcrPumpingTestsTable,
  BcrReportsTable,
  BcrWaterBearingZonesTable,
  BcrWaterEntryDesignsTable,
} from './bcr.tables';

/*
 * Where each field of the report is stored: report field -> column. The `satisfies` clauses make the
 * compiler check both sides: every field of a row (but its lifecycle and id) has a column, and every
 * column named exists in its table.
 */

type RowLifecycle = 'status' | 'sequence' | 'formAId';
type Columns<R, Id extends keyof R, T> = Record<Exclude<keyof R, RowLifecycle | Id>, keyof T & string>;
type RootColumn = keyof BcrReportsTable & string;
type Fields<R, Skip extends keyof R> = Record<Exclude<keyof R, Skip>, RootColumn>;

export const lithologyColumns = {
  depthFrom: 'depth_from',
  depthTo: 'depth_to',
  rockType: 'rock_type',
  colour: 'colour',
  colourOther: 'colour_other',
  grainSize: 'grain_size',
  texture: 'texture',
  additionalInformation: 'additional_information',
} as const satisfies Columns<LithologyRow, 'lithologyId', BcrLithologyTable>;

export const drillingDetailsColumns = {
  from: 'depth_from',
  to: 'depth_to',
  diameter: 'diameter',
  drillingMethodId: 'drilling_method_id',
  penetrationRate: 'penetration_rate',
  fluidLoss: 'fluid_loss',
} as const satisfies Columns<DrillingDetailsRow, 'drillingDetailsId', BcrDrillingDetailsTable>;

export const waterBearingZonesColumns = {
  from: 'depth_from',
  to: 'depth_to',
  thickness: 'thickness',
  swl: 'swl',
  estimatedIndividualYield: 'estimated_individual_yield',
  estimatedCumulativeYield: 'estimated_cumulative_yield',
  testMethod: 'test_method',
  flowMeasuringDevice: 'flow_measuring_device',
  ddl: 'ddl',
  durationHour: 'duration_hour',
  durationMin: 'duration_min',
  salinityConductivity: 'salinity_conductivity',
  salinityTds: 'salinity_tds',
  salinityUOM: 'salinity_uom',
  seiveAnalysisOnStrata: 'seive_analysis_on_strata',
  seiveAnalysisModalGrain: 'seive_analysis_modal_grain',
  fluidLossFrom: 'fluid_loss_from',
  fluidLossTo: 'fluid_loss_to',
  testDepth: 'test_depth',
  waterBearingZoneCategory: 'water_bearing_zone_category',
  yieldDescription: 'yield_description',
  waterBearingZoneSalinity: 'water_bearing_zone_salinity',
  comment: 'comment',
} as const satisfies Columns<WaterBearingZoneRow, 'waterBearingZoneId', BcrWaterBearingZonesTable>;

export const excavationDetailsColumns = {
  excavationOrLining: 'excavation_or_lining',
  drillingMethod: 'drilling_method',
  boreShapeType: 'bore_shape_type',
  depth: 'depth',
  length: 'length',
  width: 'width',
  diameter: 'diameter',
  material: 'material',
  from: 'depth_from',
  to: 'depth_to',
} as const satisfies Columns<ExcavationRow, 'excavationDetailsId', BcrExcavationDetailsTable>;

export const casingLinersColumns = {
  material: 'material',
  odmm: 'odmm',
  wallThickness: 'wall_thickness',
  idmm: 'idmm',
  from: 'depth_from',
  to: 'depth_to',
  methodFixing: 'method_fixing',
  centralisersInstalled: 'centralisers_installed',
  centraliserSpacing: 'centraliser_spacing',
} as const satisfies Columns<CasingLinerRow, 'id', BcrCasingLinersTable>;

export const annulusFillSealsColumns = {
  fillType: 'fill_type',
  from: 'depth_from',
  to: 'depth_to',
  groutMixComposition: 'grout_mix_composition',
  methodOfPlacement: 'method_of_placement',
  quantity: 'quantity',
  quantityUOM: 'quantity_uom',
  insdiam: 'insdiam',
  outdiam: 'outdiam',
} as const satisfies Columns<AnnulusFillSealRow, 'annulusFillSealId', BcrAnnulusFillSealsTable>;

export const waterEntryDesignsColumns = {
  pipeNo: 'pipe_no',
  screenType: 'screen_type',
  waterEntryDesignType: 'water_entry_design_type',
  waterBearingZoneId: 'water_bearing_zone_id',
  waterBearingZone: 'water_bearing_zone',
  from: 'depth_from',
  to: 'depth_to',
  material: 'material',
  od: 'od',
  wallThickness: 'wall_thickness',
  id: 'inner_diameter',
  fixing: 'fixing',
  openingType: 'opening_type',
  openingTypeLabel: 'opening_type_label',
  centralisersInstalled: 'centralisers_installed',
  centraliserSpacing: 'centraliser_spacing',
  screenAperture: 'screen_aperture',
  screenWireThickness: 'screen_wire_thickness',
  slotLength: 'slot_length',
  slotWidth: 'slot_width',
  slotAlignment: 'slot_alignment',
  slotSpacing: 'slot_spacing',
  stabilisingFillTypeId: 'stabilising_fill_type_id',
  wdstatus: 'wd_status',
  statusDate: 'status_date',
  material2: 'material_2',
  openingMaterial: 'opening_material',
  comment: 'comment',
} as const satisfies Columns<WaterEntryDesignRow, 'waterEntryDesignId', BcrWaterEntryDesignsTable>;

export const gravelPacksColumns = {
  gravelTypeId: 'gravel_type_id',
  gravelGradeId: 'gravel_grade_id',
  bentoniteGroutSealId: 'bentonite_grout_seal_id',
  grainSizeFrom: 'grain_size_from',
  grainSizeTo: 'grain_size_to',
  depthFrom: 'depth_from',
  depthTo: 'depth_to',
  quantity: 'quantity',
  quantityUOM: 'quantity_uom',
  insdiam: 'insdiam',
  outdiam: 'outdiam',
} as const satisfies Columns<GravelPackRow, 'gravelPackId', BcrGravelPacksTable>;

export const boreDevelopmentRowsColumns = {
  boreDevelopmentMethod: 'bore_development_method',
  durationHour: 'duration_hour',
  durationMin: 'duration_min',
  sandContent: 'sand_content',
  details: 'details',
} as const satisfies Columns<BoreDevelopmentRow, 'boreDevelopmentId', BcrBoreDevelopmentRowsTable>;

export const disinfectionsColumns = {
  chemicalsUsed: 'chemicals_used',
  quantityApplied: 'quantity_applied',
  methodOfApplication: 'method_of_application',
  treatmentDate: 'treatment_date',
} as const satisfies Columns<DisinfectionRow, 'disinfectionOnCompletionId', BcrDisinfectionsTable>;

export const backfillRowsColumns = {
  fillType: 'fill_type',
  fromDepth: 'from_depth',
  toDepth: 'to_depth',
} as const satisfies Columns<BackfillRow, 'workPartlyBackfilledId', BcrBackfillRowsTable>;

export const pumpingTestsColumns = {
  pipeNo: 'pipe_no',
  testType: 'test_type',
  date: 'test_date',
  pumpIntakeDepth: 'pump_intake_depth',
  initialWaterLevel: 'initial_water_level',
  pumpingRate: 'pumping_rate',
  waterLevelAtEndOfPumping: 'water_level_at_end_of_pumping',
  durationOfTest: 'duration_of_test',
  durationOfTestHour: 'duration_of_test_hour',
  durationOfTestMin: 'duration_of_test_min',
  recoveryWaterLevel: 'recovery_water_level',
  recoveryTimeTaken: 'recovery_time_taken',
  recoveryTimeTakenHour: 'recovery_time_taken_hour',
  recoveryTimeTakenMin: 'recovery_time_taken_min',
  heightOfMeasuringPoint: 'height_of_measuring_point',
  testMethodId: 'test_method_id',
  flowMeasuringDeviceId: 'flow_measuring_device_id',
} as const satisfies Columns<PumpingTestRow, 'pumpingTestId', BcrPumpingTestsTable>;

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
} as const satisfies Partial<Record<keyof BcrSummary, RootColumn>>;

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

/** Report fields from stored columns (a missing column reads as null). */
export function fieldsOf(values: Readonly<Record<string, unknown>> | null, columns: ColumnMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, values?.[column] ?? null]));
}

/** Stored columns from report fields (a missing field writes null). */
export function columnsOf(fields: object | null, columns: ColumnMap): Record<string, unknown> {
  const source = (fields ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, source[field] ?? null]));
}
