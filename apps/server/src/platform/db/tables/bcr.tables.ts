import type { ColumnType, Generated } from 'kysely';
import type { Audited, DateText, Id, Nullable } from './columns';
import type {
  BcrLithologyTable,
  BcrDrillingDetailsTable,
  BcrWaterBearingZonesTable,
  BcrExcavationDetailsTable,
  BcrCasingLinersTable,
  BcrAnnulusFillSealsTable,
  BcrWaterEntryDesignsTable,
  BcrGravelPacksTable,
  BcrBoreDevelopmentRowsTable,
  BcrDisinfectionsTable,
  BcrBackfillRowsTable,
  BcrPumpingTestsTable,
} from './bcr-rows.tables';

/** numeric(p, s): the driver reads it as exact text; a write takes a number. */
export type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** The BCR root: one live row per work, with the summary, head works, casing support and shared fields (migration 0020). */
export interface BcrReportsTable extends Audited {
  id: Id;
  work_id: number;
  /** The work's driller and company, set by triggers from the work (migration 0070): never written here. */
  driller_id: ColumnType<number | null, never, never>;
  organisation_id: ColumnType<number | null, never, never>;
  /** The work's columns the search sorts and filters on, set by triggers from the work (migration 0100): never written here. */
  work_name: ColumnType<string | null, never, never>;
  gw_no: ColumnType<string | null, never, never>;
  works_id: ColumnType<string | null, never, never>;
  work_approval_no: ColumnType<string | null, never, never>;
  customer_address: ColumnType<string | null, never, never>;
  hydstra: ColumnType<boolean, never, never>;
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

/** How many reports there are, live and deleted, kept by triggers (migration 0070). */
export interface BcrReportTotalsTable {
  deleted: boolean;
  reports: ColumnType<string, never, never>;
}

/** Each row section of a BCR as one JSON list, kept by triggers on the row tables (migration 0090). */
export interface BcrSectionRowsTable {
  bcr_id: number;
  section: string;
  rows: ColumnType<unknown, never, never>;
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
  bcr_report_totals: BcrReportTotalsTable;
  bcr_section_rows: BcrSectionRowsTable;
}
