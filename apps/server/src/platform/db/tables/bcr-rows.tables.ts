import type { Generated } from 'kysely';
import type { Numeric } from './bcr.tables';
import type { Audited, DateText, Id, Nullable } from './columns';

/** One table per BCR row section (migration 0020): each row belongs to a BCR and keeps its place in the list. */
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
