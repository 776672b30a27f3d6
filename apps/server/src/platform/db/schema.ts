import type { ColumnType, Generated } from 'kysely';

/** Audit columns every table carries. */
interface Audited {
  created_at: ColumnType<Date, never, never>;
  created_by: ColumnType<string, string | undefined, never>;
  modified_at: ColumnType<Date, never, Date>;
  modified_by: ColumnType<string, string | undefined, string>;
}

type Id = Generated<number>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface RolesTable extends Audited {
  id: number;
  name: string;
}

export interface OrganisationsTable extends Audited {
  id: Id;
  name: string;
  abn_or_acn: string;
  phone: Nullable<string>;
  email: Nullable<string>;
  website: Nullable<string>;
  address: Nullable<string>;
  is_active: Generated<number>;
  super_admin: Generated<number>;
  version: Generated<number>;
}

export interface UsersTable extends Audited {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  work_email: string;
  work_mobile: Nullable<string>;
  address: Nullable<string>;
  comments: Nullable<string>;
  role_id: number;
  organisation_id: Nullable<number>;
  status: Generated<number>;
  idp_subject: Nullable<string>;
  version: Generated<number>;
}

export interface DrillersTable extends Audited {
  id: Id;
  user_id: number;
  licence_no: string;
  driller_type: Generated<number>;
  licence_class: Nullable<string>;
  licence_from: Nullable<string>;
  licence_expiry: Nullable<string>;
  drilling_endorsements: Nullable<string>;
  status: Generated<number>;
  is_drilling_company_admin: Generated<number>;
  version: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Nullable<unknown>;
  after: Nullable<unknown>;
  request_id: Nullable<string>;
}

export interface IdpAccountsTable extends Audited {
  id: string;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type: 'Driller' | 'CompanyAdmin' | 'Staff';
  driller_licence_no: Nullable<string>;
  work_mobile: Nullable<string>;
  organisation_name: Nullable<string>;
  organisation_abn_or_acn: Nullable<string>;
  drilling_class: Nullable<string>;
  email_verified: Generated<boolean>;
}

export interface IdpStoreTable extends Audited {
  model: string;
  id: string;
  payload: unknown;
  grant_id: Nullable<string>;
  user_code: Nullable<string>;
  uid: Nullable<string>;
  expires_at: Nullable<Date>;
  consumed_at: Nullable<Date>;
}

export interface IdpKeysTable extends Audited {
  id: number;
  jwks: unknown;
  cookie_keys: unknown;
}

export interface IdpPasswordResetsTable extends Audited {
  token_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: Nullable<Date>;
}

export interface IdpSignInFailuresTable extends Audited {
  login_key: string;
  failures: number;
  window_started_at: ColumnType<Date, Date | undefined, Date>;
  locked_until: Nullable<Date>;
}

export interface UserRegistrationRequestsTable extends Audited {
  id: Id;
  idp_subject: string;
  first_name: string;
  last_name: string;
  work_email: string;
  user_name: string;
  work_mobile: Nullable<string>;
  organisation_name: Nullable<string>;
  organisation_abn_or_acn: Nullable<string>;
  comments: Nullable<string>;
  role_id: number;
  reg_status: Generated<number>;
  version: Generated<number>;
}

export interface DB {
  roles: RolesTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  drillers: DrillersTable;
  audit_log: AuditLogTable;
  idp_accounts: IdpAccountsTable;
  idp_store: IdpStoreTable;
  idp_keys: IdpKeysTable;
  idp_password_resets: IdpPasswordResetsTable;
  idp_sign_in_failures: IdpSignInFailuresTable;
  user_registration_requests: UserRegistrationRequestsTable;
  mailbox_messages: MailboxMessagesTable;
  approvals: ApprovalsTable;
  approval_works: ApprovalWorksTable;
  approval_conditions: ApprovalConditionsTable;
  approval_licence_conditions: ApprovalLicenceConditionsTable;
  map_lots: MapLotsTable;
  map_works: MapWorksTable;
  map_stations: MapStationsTable;
  works: WorksTable;
  work_monitoring_holes: WorkMonitoringHolesTable;
  work_approval_conditions: WorkApprovalConditionsTable;
  work_documents: WorkDocumentsTable;
  work_offline_locks: WorkOfflineLocksTable;
  work_bcr_section_counts: WorkBcrSectionCountsView;
  work_hole_bcr_section_counts: WorkHoleBcrSectionCountsView;
}

export interface MailboxMessagesTable extends Audited {
  id: Generated<string>;
  received_at: Generated<Date>;
  mail_from: string;
  mail_to: string[];
  subject: Generated<string>;
  text_body: Nullable<string>;
  html_body: Nullable<string>;
  raw_size: number;
}

// --- approvals register and map layers (migration 0004) ---
export interface ApprovalsTable extends Audited {
  approval_number: string;
  customer_name: string;
  customer_address: string;
  /** 'yyyy-MM-dd' (the pg date parser is set to keep dates as text). */
  issue_date: ColumnType<Date | string, string, string>;
  expiry_date: ColumnType<Date | string, string, string>;
  water_source: string;
  approval_purpose: string;
  water_sharing_plan: string;
  water_management_zone: string;
}

export interface ApprovalWorksTable extends Audited {
  id: Id;
  approval_number: string;
  works_id: string;
  ground_work_number: Nullable<string>;
  work_description: string;
  work_status: 'I' | 'A';
  lot_dp: string;
  latitude: number;
  longitude: number;
  construction_date: Nullable<Date | string>;
  work_site_id: string;
}

export interface ApprovalConditionsTable extends Audited {
  approval_number: string;
  condition_no: string;
  condition: string;
  sort_order: number;
}

export interface ApprovalLicenceConditionsTable extends Audited {
  approval_number: string;
  condition_no: string;
  kind: 'standard' | 'discretionary';
  condition: string;
  sort_order: number;
}

/** Bbox columns of the map tables; on point layers they are generated from the point. */
interface MapBBox {
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
}
type GeneratedBBox = { [K in keyof MapBBox]: ColumnType<number, never, never> };

export interface MapLotsTable extends Audited, MapBBox {
  objectid: Id;
  cadid: number;
  lotidstring: string;
  lot_number: string;
  section_number: string;
  plan_label: string;
  plan_lot_area: number;
  /** GeoJSON Polygon or MultiPolygon (EPSG:4326), written as JSON text. */
  geometry: ColumnType<unknown, string, string>;
}

export interface MapWorksTable extends Audited, GeneratedBBox {
  objectid: Id;
  approval_no: string;
  works_id: string;
  gw_work_no: Nullable<string>;
  work_type: string;
  licensed_purposes: string;
  work_status: 'I' | 'A';
  latitude: number;
  longitude: number;
}

export interface MapStationsTable extends Audited, GeneratedBBox {
  objectid: Id;
  station: string;
  parent: string;
  stname: string;
  latitude: number;
  longitude: number;
}

// --- works (Form A, migration 0005) ---
type DateText = ColumnType<Date | string | null, string | null | undefined, string | null>;

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
  kind: 'mapImage';
  file_name: string;
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

/** Views over the BCR tables (zero counts until the BCR issue adds them). */
export interface WorkBcrSectionCountsView extends HoleSectionCounts {
  work_id: number;
  excavation_details: number;
  excavation_lined: number;
}

export interface WorkHoleBcrSectionCountsView extends HoleSectionCounts {
  hole_id: number;
  work_id: number;
}
