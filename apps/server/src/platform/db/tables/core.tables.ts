import type { Generated } from 'kysely';
import type { Audited, Id, Nullable } from './columns';

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
  verify_token_hash: Nullable<string>;
  user_id: Nullable<number>;
  reviewed_by: Nullable<string>;
  reviewed_at: Nullable<Date>;
}

/** Organisations, users, drillers, registration requests and the audit log (migration 0001). */
export interface CoreTables {
  roles: RolesTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  drillers: DrillersTable;
  audit_log: AuditLogTable;
  user_registration_requests: UserRegistrationRequestsTable;
}
