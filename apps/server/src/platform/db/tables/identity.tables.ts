import type { ColumnType, Generated } from 'kysely';
import type { Audited, Nullable } from './columns';

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

/** Failed sign-ins per login, so the lockout holds across processes (migration 0006). */
export interface IdpSignInFailuresTable extends Audited {
  login_key: string;
  failures: number;
  window_started_at: ColumnType<Date, Date | undefined, Date>;
  locked_until: Nullable<Date>;
}

/** The embedded identity provider: accounts, its storage, signing keys, reset links, sign-in failures (migrations 0002, 0006). */
export interface IdentityTables {
  idp_accounts: IdpAccountsTable;
  idp_store: IdpStoreTable;
  idp_keys: IdpKeysTable;
  idp_password_resets: IdpPasswordResetsTable;
  idp_sign_in_failures: IdpSignInFailuresTable;
}
