import type {
  AnnulusFillSealRow,
  BackfillRow,
  BcrReport,
  BoreDevelopmentRow,
  CasingLinerRow,
  DisinfectionRow,
  DrillingDetailsRow,
  ExcavationRow,
  GravelPackRow,
  LithologyRow,
  PumpingTestRow,
  RowBase,
  WaterBearingZoneRow,
  WaterEntryDesignRow,
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
  BcrWaterBearingZonesTable,
  BcrWaterEntryDesignsTable,
} from './bcr-rows.tables';
import type { BcrTables } from './bcr.tables';

/*
 * Where each field of a row section is stored: report field -> column. The `satisfies` clauses make the
 * compiler check both sides: every field of a row (but its lifecycle and id) has a column, and every
 * column named exists in its table.
 */
type RowLifecycle = 'status' | 'sequence' | 'formAId';
type Columns<R, Id extends keyof R, T> = Record<Exclude<keyof R, RowLifecycle | Id>, keyof T & string>;

const lithologyColumns = {
  depthFrom: 'depth_from',
  depthTo: 'depth_to',
  rockType: 'rock_type',
  colour: 'colour',
  colourOther: 'colour_other',
  grainSize: 'grain_size',
  texture: 'texture',
  additionalInformation: 'additional_information',
} as const satisfies Columns<LithologyRow, 'lithologyId', BcrLithologyTable>;

const drillingDetailsColumns = {
  from: 'depth_from',
  to: 'depth_to',
  diameter: 'diameter',
  drillingMethodId: 'drilling_method_id',
  penetrationRate: 'penetration_rate',
  fluidLoss: 'fluid_loss',
} as const satisfies Columns<DrillingDetailsRow, 'drillingDetailsId', BcrDrillingDetailsTable>;

const waterBearingZonesColumns = {
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

const excavationDetailsColumns = {
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

const casingLinersColumns = {
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

const annulusFillSealsColumns = {
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

const waterEntryDesignsColumns = {
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

const gravelPacksColumns = {
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

const boreDevelopmentRowsColumns = {
  boreDevelopmentMethod: 'bore_development_method',
  durationHour: 'duration_hour',
  durationMin: 'duration_min',
  sandContent: 'sand_content',
  details: 'details',
} as const satisfies Columns<BoreDevelopmentRow, 'boreDevelopmentId', BcrBoreDevelopmentRowsTable>;

const disinfectionsColumns = {
  chemicalsUsed: 'chemicals_used',
  quantityApplied: 'quantity_applied',
  methodOfApplication: 'method_of_application',
  treatmentDate: 'treatment_date',
} as const satisfies Columns<DisinfectionRow, 'disinfectionOnCompletionId', BcrDisinfectionsTable>;

const backfillRowsColumns = {
  fillType: 'fill_type',
  fromDepth: 'from_depth',
  toDepth: 'to_depth',
} as const satisfies Columns<BackfillRow, 'workPartlyBackfilledId', BcrBackfillRowsTable>;

const pumpingTestsColumns = {
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


export type BcrRowTableName = Exclude<
  keyof BcrTables,
  'bcr_reports' | 'bcr_submissions' | 'bcr_casing_type_validations' | 'bcr_report_totals' | 'bcr_section_rows'
>;

/** A row of any section as the save reads it: its lifecycle, its id field and its values. */
export type AnyRow = RowBase & Record<string, unknown>;

export interface RowTable {
  table: BcrRowTableName;
  /** The report field holding the row's id (its primary key). */
  idField: string;
  columns: Readonly<Record<string, string>>;
  /** The field path of the rows (`<section>` or `<section>.rows`): errors name `<path>.<index>.<field>`. */
  path: string;
  /** The rows of the form's array, deleted ones still in place (marked deleted). */
  rows: (report: BcrReport) => readonly AnyRow[];
}

const table = (
  name: BcrRowTableName,
  path: string,
  idField: string,
  columns: Readonly<Record<string, string>>,
  rows: (r: BcrReport) => readonly object[],
): RowTable => ({ table: name, path, idField, columns, rows: rows as (r: BcrReport) => readonly AnyRow[] });

/** The sections held in row tables, each with its table and where its rows sit in the report. */
export const ROW_TABLES = {
  lithology: table('bcr_lithology', 'lithology', 'lithologyId', lithologyColumns, (r) => r.lithology),
  drillingDetails: table('bcr_drilling_details', 'drillingDetails', 'drillingDetailsId', drillingDetailsColumns, (r) => r.drillingDetails),
  waterBearingZones: table('bcr_water_bearing_zones', 'waterBearingZones', 'waterBearingZoneId', waterBearingZonesColumns, (r) => r.waterBearingZones),
  excavationDetails: table('bcr_excavation_details', 'excavationDetails', 'excavationDetailsId', excavationDetailsColumns, (r) => r.excavationDetails),
  casingLiner: table('bcr_casing_liners', 'casingLiner', 'id', casingLinersColumns, (r) => r.casingLiner),
  annulusFillSeal: table('bcr_annulus_fill_seals', 'annulusFillSeal', 'annulusFillSealId', annulusFillSealsColumns, (r) => r.annulusFillSeal),
  waterEntryDesign: table('bcr_water_entry_designs', 'waterEntryDesign', 'waterEntryDesignId', waterEntryDesignsColumns, (r) => r.waterEntryDesign),
  gravelPack: table('bcr_gravel_packs', 'gravelPack', 'gravelPackId', gravelPacksColumns, (r) => r.gravelPack),
  boreDevelopment: table('bcr_bore_development_rows', 'boreDevelopment.rows', 'boreDevelopmentId', boreDevelopmentRowsColumns, (r) => r.boreDevelopment.rows),
  disinfection: table('bcr_disinfections', 'disinfection', 'disinfectionOnCompletionId', disinfectionsColumns, (r) => r.disinfection),
  workPartlyBackfilled: table('bcr_backfill_rows', 'workPartlyBackfilled.rows', 'workPartlyBackfilledId', backfillRowsColumns, (r) => r.workPartlyBackfilled?.rows ?? []),
  pumpingTest: table('bcr_pumping_tests', 'pumpingTest', 'pumpingTestId', pumpingTestsColumns, (r) => r.pumpingTest),
} as const;
export type RowSection = keyof typeof ROW_TABLES;
export const ROW_SECTIONS = Object.keys(ROW_TABLES) as RowSection[];
