-- Core registry: roles, organisations, users, drillers, and the audit log.
-- Every table carries who created and last modified it, and when.

create table roles (
  id smallint primary key,
  name text not null unique,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);

create table organisations (
  id serial primary key,
  name text not null check (char_length(name) between 1 and 100),
  abn_or_acn text not null check (char_length(abn_or_acn) between 1 and 20),
  phone text check (char_length(phone) <= 20),
  email text check (char_length(email) <= 100),
  website text check (char_length(website) <= 500),
  address text check (char_length(address) <= 500),
  is_active smallint not null default 1 check (is_active in (0, 1)),
  -- 1: a regulator-side organisation (super admins, regulators); 0 or 2: drilling companies.
  super_admin smallint not null default 0 check (super_admin in (0, 1, 2)),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create unique index organisations_name_key on organisations (lower(name));

create table users (
  id serial primary key,
  username text not null,
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  work_email text not null check (char_length(work_email) <= 100),
  work_mobile text check (char_length(work_mobile) <= 20),
  address text check (char_length(address) <= 500),
  comments text check (char_length(comments) <= 2000),
  role_id smallint not null references roles (id),
  organisation_id integer references organisations (id),
  -- 1 active; 5 inactive (spec 3: non-driller status value 5).
  status smallint not null default 1 check (status in (1, 5)),
  -- The identity provider's subject for this person, set at first registration.
  idp_subject text unique,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create unique index users_username_key on users (lower(username));
create index users_organisation_idx on users (organisation_id);

create table drillers (
  id serial primary key,
  user_id integer not null unique references users (id) on delete cascade,
  licence_no text not null check (char_length(licence_no) between 1 and 14),
  -- 1 NSW Driller, 2 Interstate Driller.
  driller_type smallint not null default 1 check (driller_type in (1, 2)),
  licence_class text check (char_length(licence_class) <= 100),
  licence_from date,
  licence_expiry date,
  drilling_endorsements text check (char_length(drilling_endorsements) <= 500),
  -- 1 Under Review, 2 Active, 3 Expired, 4 Debarred.
  status smallint not null default 1 check (status between 1 and 4),
  is_drilling_company_admin smallint not null default 0 check (is_drilling_company_admin in (0, 1)),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (licence_expiry is null or licence_from is null or licence_expiry > licence_from)
);
create unique index drillers_licence_key on drillers (upper(licence_no));

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  request_id text
);
create index audit_log_entity_idx on audit_log (entity, entity_id);

insert into roles (id, name) values
  (1, 'Super Admin'),
  (2, 'Drilling Company Admin'),
  (3, 'Regulator'),
  (4, 'Read Only All'),
  (5, 'Driller'),
  (6, 'Hydrogeologist');
