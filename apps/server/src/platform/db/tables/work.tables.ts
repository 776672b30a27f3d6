import type { Generated } from 'kysely';
import type { Audited, Id, Nullable, DateText } from './columns';

interface HoleSectionCounts {
  lithology: number;
  drilling_details: number;
  water_entry_design: number;
  gravel_pack: number;
  casing_support: number;
  annulus_fill_seal: number;
  bore_development: number;
  work_partly_backfilled: number;
}

export interface WorksTable extends Audited {
  id: Id;
  form_a_guid: Generated<string>;
  version: Generated<number>;
  driller_id: Nullable<number>;
  organisation_id: Nullable<number>;
  work_attribute_1: Nullable<number>;
  work_attribute_2: Nullable<number>;
  work_attribute_3: Nullable<number>;
  work_attribute_4: Nullable<number>;
  delete_casing_support: Generated<number>;
  approval_number_supplied: Generated<boolean>;
  work_approval_no: Nullable<string>;
  work_approval_or_without_approval: Nullable<string>;
  work_id: Nullable<string>;
  work_site_id: Nullable<string>;
  work_name: Nullable<string>;
  work_description: Nullable<string>;
  gw_no: Nullable<string>;
  lot_no: Nullable<string>;
  actual_lot_no: Nullable<string>;
  approved_latitude: Nullable<number>;
  approved_longitude: Nullable<number>;
  actual_latitude: Nullable<number>;
  actual_longitude: Nullable<number>;
  distance: Nullable<number>;
  form_status: Generated<number>;
  review_status: Nullable<number>;
  current_role_id: Nullable<number>;
  approval_issue_date: DateText;
  approval_expiry_date: DateText;
  construction_date: DateText;
  water_source: Nullable<string>;
  approval_purposes: Nullable<string>;
  water_sharing_plan: Nullable<string>;
  water_management_zone: Nullable<string>;
  customer_name: Nullable<string>;
  customer_address: Nullable<string>;
  county: Nullable<string>;
  purpose_without_approval: Nullable<string>;
  work_status: Nullable<string>;
  hole_type: Nullable<number>;
  monitoring_status: Nullable<number>;
  reference_no: Nullable<string>;
  exception_reason_code: Nullable<string>;
  map_document_id: Nullable<number>;
  hydstra: Generated<boolean>;
  accepted_dates: Nullable<string>;
  accepted_by_user_id: Nullable<number>;
  accepted_by_name: Nullable<string>;
  accepted_role: Nullable<number>;
  amended_original_bcr_id: Nullable<number>;
  license_conditions: Nullable<string>;
  create_request_id: Nullable<string>;
}

export interface WorkMonitoringHolesTable extends Audited {
  id: Id;
  work_id: number;
  position: number;
  actual_latitude: Nullable<number>;
  actual_longitude: Nullable<number>;
  actual_lot_dp: Nullable<string>;
  driller_id: Nullable<number>;
  work_name: Nullable<string>;
  hole_type: Nullable<number>;
  hole_no: Nullable<string>;
  no_of_pipes: Nullable<number>;
  distance: Nullable<number>;
  exception_reason_code: Nullable<string>;
  monitoring_status: Nullable<number>;
}

export interface WorkApprovalConditionsTable extends Audited {
  id: Id;
  work_id: number;
  condition_no: string;
  condition: string;
  status: Generated<number>;
  accepted_at: Nullable<Date>;
  accepted_by_user_id: Nullable<number>;
  accepted_by_name: Nullable<string>;
  accepted_role: Nullable<number>;
}

export interface WorkDocumentsTable extends Audited {
  id: Id;
  file_guid: Generated<string>;
  work_id: number;
  kind: 'mapImage' | 'bcrDocument';
  file_name: string;
  /** What the uploader said the file is (BCR documents). */
  description: Nullable<string>;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  temp_id: Nullable<string>;
  deleted_at: Nullable<Date>;
}

export interface WorkOfflineLocksTable extends Audited {
  work_id: number;
  locked_status: Generated<number>;
  locked_by: Nullable<number>;
  device_id: Nullable<string>;
  locked_at: Nullable<Date>;
  version: Generated<number>;
}

/** Views over the BCR tables (migration 0020 redefines them over the live BCR's rows). */
export interface WorkBcrSectionCountsView extends HoleSectionCounts {
  work_id: number;
  excavation_details: number;
  excavation_lined: number;
}

export interface WorkHoleBcrSectionCountsView extends HoleSectionCounts {
  hole_id: number;
  work_id: number;
}

/** Works (Form A): the work record, monitoring holes, conditions, documents, offline locks, BCR counts (migration 0005). */
export interface WorkTables {
  works: WorksTable;
  work_monitoring_holes: WorkMonitoringHolesTable;
  work_approval_conditions: WorkApprovalConditionsTable;
  work_documents: WorkDocumentsTable;
  work_offline_locks: WorkOfflineLocksTable;
  work_bcr_section_counts: WorkBcrSectionCountsView;
  work_hole_bcr_section_counts: WorkHoleBcrSectionCountsView;
}
