import type { ColumnType, Generated } from 'kysely';
import type { Audited, DateText, Id, Nullable } from './columns';

/** numeric(p, s): the driver reads it as exact text; a write takes a number. */
export type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** The BCR root: one live row per work, with the summary, head works, casing support and shared fields (migration 0020). */
export interface BcrReportsTable extends Audited {
  id: Id;
  work_id: number;
  version: Generated<number>;
  form_status: Generated<number>;
  review_status: Nullable<number>;
  exception_reason_code: Nullable<string>;
  submitted_at: Nullable<Date>;
  submitted_by: Nullable<string>;
  reopened_version: Nullable<number>;
  deactivated_at: Nullable<Date>;
  deactivated_by: Nullable<string>;
  casing_support_saved: Generated<boolean>;
  work_partly_backfilled_saved: Generated<boolean>;
  bore_type_id: Nullable<number>;
  received_date: DateText;
  completion_date: DateText;
  original_completion_date: DateText;
  decommissioned_date: DateText;
  completed_depth: Numeric;
  assistant_driller: Nullable<string>;
  site_chosen_by: Nullable<string>;
  elevation: Numeric;
  final_yield: Numeric;
  final_swl: Numeric;
  final_salinity: Numeric;
  final_salinity_uom: Nullable<string>;
  final_salinity_conductivity: Numeric;
  final_ddl: Numeric;
  final_duration_hour: Nullable<number>;
  final_duration_min: Nullable<number>;
  amended_comments: Nullable<string>;
  centralisers_installed: Nullable<number>;
  comments: Nullable<string>;
  annulus_fill_seal_mark_not_applicable: Nullable<number>;
  bore_development_mark_not_applicable: Nullable<number>;
  disinfection_on_completion_mark_not_applicable: Nullable<number>;
  hw_lengths: Numeric;
  hw_width: Numeric;
  hw_thickness: Numeric;
  cs_casing_support_method: Nullable<number>;
  cs_casing_support_method_2: Nullable<number>;
  cs_casing_support_method_3: Nullable<number>;
  cs_casing_type: Nullable<number>;
  cs_sump_installed: Nullable<number>;
  cs_sump_installed_from: Numeric;
  cs_sump_installed_to: Numeric;
  cs_centralisers_installed: Nullable<number>;
  cs_centraliser_spacing: Numeric;
  cs_pressure_cemented: Nullable<number>;
  cs_pressure_cemented_from: Numeric;
  cs_pressure_cemented_to: Numeric;
  cs_duration_hour: Nullable<number>;
  cs_duration_min: Nullable<string>;
  cs_curing_time: Nullable<string>;
  cs_casing_protector_cemented_in_place: Nullable<number>;
  bd_chemical_used: Nullable<number>;
  bd_chemical_name: Nullable<string>;
  wpb_original_depth_of_work: Numeric;
  wpb_is_work_partly_backfilled: Generated<boolean>;
  wpb_is_work_abandoned: Generated<boolean>;
  wpb_method_of_abandonment: Nullable<string>;
  wpb_casing_left_from: Numeric;
  wpb_casing_left_to: Numeric;
  gp_method_of_placement: Nullable<number>;
}

export interface BcrLithologyTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  depth_from: Numeric;
  depth_to: Numeric;
  rock_type: Nullable<number>;
  colour: Nullable<number>;
  colour_other: Nullable<string>;
  grain_size: Nullable<number>;
  texture: Nullable<number>;
  additional_information: Nullable<string>;
}

export interface BcrDrillingDetailsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  depth_from: Numeric;
  depth_to: Numeric;
  diameter: Numeric;
  drilling_method_id: Nullable<number>;
  penetration_rate: Numeric;
  fluid_loss: Generated<number>;
}

export interface BcrWaterBearingZonesTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  depth_from: Numeric;
  depth_to: Numeric;
  thickness: Numeric;
  swl: Numeric;
  estimated_individual_yield: Numeric;
  estimated_cumulative_yield: Numeric;
  test_method: Nullable<number>;
  flow_measuring_device: Nullable<string>;
  ddl: Numeric;
  duration_hour: Nullable<number>;
  duration_min: Generated<string>;
  salinity_conductivity: Numeric;
  salinity_tds: Numeric;
  salinity_uom: Nullable<string>;
  seive_analysis_on_strata: Nullable<number>;
  seive_analysis_modal_grain: Nullable<string>;
  fluid_loss_from: Numeric;
  fluid_loss_to: Numeric;
  test_depth: Numeric;
  water_bearing_zone_category: Nullable<string>;
  yield_description: Nullable<string>;
  water_bearing_zone_salinity: Nullable<string>;
  comment: Nullable<string>;
}

export interface BcrExcavationDetailsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  excavation_or_lining: Nullable<number>;
  drilling_method: Nullable<number>;
  bore_shape_type: Nullable<number>;
  depth: Numeric;
  length: Numeric;
  width: Numeric;
  diameter: Numeric;
  material: Nullable<number>;
  depth_from: Numeric;
  depth_to: Numeric;
}

export interface BcrCasingLinersTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  material: Nullable<number>;
  odmm: Numeric;
  wall_thickness: Numeric;
  idmm: Numeric;
  depth_from: Numeric;
  depth_to: Numeric;
  method_fixing: Nullable<number>;
  centralisers_installed: Nullable<number>;
  centraliser_spacing: Numeric;
}

export interface BcrAnnulusFillSealsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  fill_type: Nullable<number>;
  depth_from: Numeric;
  depth_to: Numeric;
  grout_mix_composition: Nullable<string>;
  method_of_placement: Nullable<number>;
  quantity: Numeric;
  quantity_uom: Nullable<string>;
  insdiam: Numeric;
  outdiam: Numeric;
}

export interface BcrWaterEntryDesignsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  pipe_no: Generated<number>;
  screen_type: Nullable<number>;
  water_entry_design_type: Nullable<number>;
  water_bearing_zone_id: Nullable<number>;
  water_bearing_zone: Nullable<string>;
  depth_from: Numeric;
  depth_to: Numeric;
  material: Nullable<number>;
  od: Numeric;
  wall_thickness: Numeric;
  inner_diameter: Numeric;
  fixing: Nullable<number>;
  opening_type: Nullable<number>;
  opening_type_label: Nullable<string>;
  centralisers_installed: Nullable<number>;
  centraliser_spacing: Numeric;
  screen_aperture: Numeric;
  screen_wire_thickness: Numeric;
  slot_length: Numeric;
  slot_width: Numeric;
  slot_alignment: Nullable<string>;
  slot_spacing: Numeric;
  stabilising_fill_type_id: Nullable<number>;
  wd_status: Nullable<string>;
  status_date: DateText;
  material_2: Nullable<number>;
  opening_material: Nullable<number>;
  comment: Nullable<string>;
}

export interface BcrGravelPacksTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  gravel_type_id: Nullable<number>;
  gravel_grade_id: Nullable<number>;
  bentonite_grout_seal_id: Nullable<number>;
  grain_size_from: Numeric;
  grain_size_to: Numeric;
  depth_from: Numeric;
  depth_to: Numeric;
  quantity: Numeric;
  quantity_uom: Nullable<string>;
  insdiam: Numeric;
  outdiam: Numeric;
}

export interface BcrBoreDevelopmentRowsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  bore_development_method: Nullable<number>;
  duration_hour: Nullable<number>;
  duration_min: Generated<string>;
  sand_content: Numeric;
  details: Nullable<string>;
}

export interface BcrDisinfectionsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  chemicals_used: Nullable<string>;
  quantity_applied: Numeric;
  method_of_application: Nullable<string>;
  treatment_date: DateText;
}

export interface BcrBackfillRowsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  fill_type: Nullable<number>;
  from_depth: Numeric;
  to_depth: Numeric;
}

export interface BcrPumpingTestsTable extends Audited {
  id: Id;
  bcr_id: number;
  sequence: number;
  pipe_no: Generated<number>;
  test_type: Nullable<number>;
  test_date: DateText;
  pump_intake_depth: Numeric;
  initial_water_level: Numeric;
  pumping_rate: Numeric;
  water_level_at_end_of_pumping: Numeric;
  duration_of_test: Numeric;
  duration_of_test_hour: Nullable<number>;
  duration_of_test_min: Nullable<string>;
  recovery_water_level: Numeric;
  recovery_time_taken: Numeric;
  recovery_time_taken_hour: Nullable<number>;
  recovery_time_taken_min: Nullable<string>;
  height_of_measuring_point: Numeric;
  test_method_id: Nullable<number>;
  flow_measuring_device_id: Nullable<number>;
}

export interface BcrSubmissionsTable extends Audited {
  id: Id;
  bcr_id: number;
  work_id: number;
  request_id: string;
  form_status: number;
  review_status: Nullable<number>;
  version: number;
  exception_reason_codes: Generated<string[]>;
  report: ColumnType<unknown, string, never>;
  submitted_role: number;
  submitted_by: string;
}

export interface BcrCasingTypeValidationsTable extends Audited {
  id: Id;
  material_id: number;
  min_wall_thickness_range: ColumnType<string, number, number>;
  max_wall_thickness_range: ColumnType<string, number, number>;
  max_separation_of_centralisers: ColumnType<string, number, number>;
}

/** Bore Construction Reports (spec 2): the root, one table per row section, submissions, master data (migration 0020). */
export interface BcrTables {
  bcr_reports: BcrReportsTable;
  bcr_lithology: BcrLithologyTable;
  bcr_drilling_details: BcrDrillingDetailsTable;
  bcr_water_bearing_zones: BcrWaterBearingZonesTable;
  bcr_excavation_details: BcrExcavationDetailsTable;
  bcr_casing_liners: BcrCasingLinersTable;
  bcr_annulus_fill_seals: BcrAnnulusFillSealsTable;
  bcr_water_entry_designs: BcrWaterEntryDesignsTable;
  bcr_gravel_packs: BcrGravelPacksTable;
  bcr_bore_development_rows: BcrBoreDevelopmentRowsTable;
  bcr_disinfections: BcrDisinfectionsTable;
  bcr_backfill_rows: BcrBackfillRowsTable;
  bcr_pumping_tests: BcrPumpingTestsTable;
  bcr_submissions: BcrSubmissionsTable;
  bcr_casing_type_validations: BcrCasingTypeValidationsTable;
}
