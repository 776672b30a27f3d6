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
  user_registration_requests: UserRegistrationRequestsTable;
  mailbox_messages: MailboxMessagesTable;
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
