-- The embedded OpenID Connect provider: accounts, its storage of grants/sessions/codes, signing keys,
-- password-reset tokens, and sign-up registration requests.

create table idp_accounts (
  id text primary key,
  email text not null,
  username text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  -- The landing page's choice at sign-up: Driller or CompanyAdmin.
  user_type text not null check (user_type in ('Driller', 'CompanyAdmin', 'Staff')),
  driller_licence_no text,
  work_mobile text,
  organisation_name text,
  organisation_abn_or_acn text,
  drilling_class text,
  email_verified boolean not null default false,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create unique index idp_accounts_email_key on idp_accounts (lower(email));
create unique index idp_accounts_username_key on idp_accounts (lower(username));

create table idp_store (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'idp',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'idp',
  primary key (model, id)
);
create index idp_store_grant_idx on idp_store (grant_id);
create index idp_store_uid_idx on idp_store (uid);
create index idp_store_expiry_idx on idp_store (expires_at);

create table idp_keys (
  id smallint primary key check (id = 1),
  jwks jsonb not null,
  cookie_keys jsonb not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);

create table idp_password_resets (
  token_hash text primary key,
  account_id text not null references idp_accounts (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'idp',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'idp'
);

create table user_registration_requests (
  id serial primary key,
  idp_subject text not null,
  first_name text not null,
  last_name text not null,
  work_email text not null,
  user_name text not null,
  work_mobile text,
  organisation_name text,
  organisation_abn_or_acn text,
  comments text,
  role_id smallint not null references roles (id),
  -- 1 Pending, 2 Approved, 3 Rejected, 4 ReApproved.
  reg_status smallint not null default 1 check (reg_status between 1 and 4),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create unique index user_registration_requests_pending_key
  on user_registration_requests (idp_subject) where reg_status = 1;
