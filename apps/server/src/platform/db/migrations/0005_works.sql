-- Works (Form A, spec 1 section 3): the work record, its monitoring holes, the acceptance of each
-- condition of approval, its documents (map images, files kept in the storage folder), and the offline
-- lock row. Approval fields are copied from the approvals register when the work is saved.

create table works (
  id serial primary key,
  form_a_guid uuid not null unique default gen_random_uuid(),
  version integer not null default 1 check (version >= 1),
  driller_id integer references drillers (id),
  organisation_id integer references organisations (id),
  -- Work Details 1 to 4 (ids of the domain's work attribute options).
  work_attribute_1 smallint check (work_attribute_1 between 1 and 8),
  work_attribute_2 smallint check (work_attribute_2 between 1 and 8),
  work_attribute_3 smallint check (work_attribute_3 between 1 and 8),
  work_attribute_4 smallint check (work_attribute_4 between 1 and 8),
  delete_casing_support smallint not null default 0 check (delete_casing_support in (0, 1)),
  -- False for an unapproved monitoring work, which supplies a reference no instead.
  approval_number_supplied boolean not null default true,
  work_approval_no text check (work_approval_no ~ '^[0-9]{2}(CW|WA|MW)[0-9]{6}$'),
  work_approval_or_without_approval text check (char_length(work_approval_or_without_approval) <= 20),
  work_id text check (char_length(work_id) <= 20),
  work_site_id text check (char_length(work_site_id) <= 20),
  work_name text check (char_length(work_name) <= 500),
  work_description text check (char_length(work_description) <= 500),
  gw_no text check (char_length(gw_no) <= 20),
  lot_no text check (char_length(lot_no) <= 500),
  actual_lot_no text check (char_length(actual_lot_no) <= 100),
  approved_latitude double precision check (approved_latitude between -37.505385 and -28.157094),
  approved_longitude double precision check (approved_longitude between 140.995306 and 153.63873),
  actual_latitude double precision check (actual_latitude between -37.505385 and -28.157094),
  actual_longitude double precision check (actual_longitude between 140.995306 and 153.63873),
  distance double precision check (distance >= 0),
  -- 1 draft, 2 submitted, 3 submitted for review, 4 marked for final submission, 5 saved.
  form_status smallint not null default 1 check (form_status between 1 and 5),
  -- 1 in progress, 2 under review, 3 under final review.
  review_status smallint check (review_status between 1 and 3),
  current_role_id smallint references roles (id),
  approval_issue_date date,
  approval_expiry_date date,
  construction_date date,
  water_source text check (char_length(water_source) <= 200),
  approval_purposes text check (char_length(approval_purposes) <= 200),
  water_sharing_plan text check (char_length(water_sharing_plan) <= 300),
  water_management_zone text check (char_length(water_management_zone) <= 200),
  customer_name text check (char_length(customer_name) <= 200),
  customer_address text check (char_length(customer_address) <= 500),
  county text check (char_length(county) <= 100),
  purpose_without_approval text check (char_length(purpose_without_approval) <= 20),
  work_status text check (char_length(work_status) <= 20),
  hole_type smallint check (hole_type in (1, 2)),
  monitoring_status smallint check (monitoring_status between 1 and 5),
  reference_no text check (char_length(reference_no) <= 50),
  -- The codes of the warnings the user confirmed, comma separated (DIST_GT_20M, LOTDP_MISMATCH, ...).
  exception_reason_code text check (char_length(exception_reason_code) <= 500),
  map_document_id integer,
  hydstra boolean not null default false,
  accepted_dates text check (char_length(accepted_dates) <= 100),
  accepted_by_user_id integer references users (id),
  accepted_by_name text check (char_length(accepted_by_name) <= 200),
  accepted_role smallint references roles (id),
  amended_original_bcr_id integer references works (id),
  license_conditions text,
  -- The client's request id of the create, so a repeated create returns the first work.
  create_request_id text unique check (char_length(create_request_id) <= 100),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (approval_number_supplied = false or work_approval_no is not null or hydstra)
);
create index works_driller_idx on works (driller_id);
create index works_organisation_idx on works (organisation_id);
create index works_approval_idx on works (work_approval_no, work_id);

create table work_monitoring_holes (
  id serial primary key,
  work_id integer not null references works (id) on delete cascade,
  position smallint not null check (position >= 0),
  actual_latitude double precision check (actual_latitude between -37.505385 and -28.157094),
  actual_longitude double precision check (actual_longitude between 140.995306 and 153.63873),
  actual_lot_dp text check (char_length(actual_lot_dp) <= 100),
  driller_id integer references drillers (id),
  work_name text check (char_length(work_name) <= 500),
  hole_type smallint check (hole_type in (1, 2)),
  hole_no text check (char_length(hole_no) <= 20),
  no_of_pipes smallint check (no_of_pipes between 2 and 6),
  distance double precision check (distance >= 0),
  exception_reason_code text check (char_length(exception_reason_code) <= 500),
  monitoring_status smallint check (monitoring_status between 1 and 5),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (work_id, position)
);

create table work_approval_conditions (
  id serial primary key,
  work_id integer not null references works (id) on delete cascade,
  condition_no text not null check (char_length(condition_no) between 1 and 30),
  condition text not null check (char_length(condition) between 1 and 4000),
  -- 0 unaccepted, 1 accepted.
  status smallint not null default 0 check (status in (0, 1)),
  accepted_at timestamptz,
  accepted_by_user_id integer references users (id),
  accepted_by_name text check (char_length(accepted_by_name) <= 200),
  accepted_role smallint references roles (id),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (work_id, condition_no),
  check (status = 0 or (accepted_at is not null and accepted_role is not null))
);

create table work_documents (
  id serial primary key,
  file_guid uuid not null unique default gen_random_uuid(),
  work_id integer not null references works (id) on delete cascade,
  kind text not null check (kind in ('mapImage')),
  file_name text not null check (char_length(file_name) between 1 and 255),
  content_type text not null check (content_type = 'image/png'),
  size_bytes integer not null check (size_bytes > 0),
  -- Where the storage module keeps the bytes (a path under the files folder, or an object key).
  storage_key text not null unique check (char_length(storage_key) <= 300),
  temp_id text check (char_length(temp_id) <= 100),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create index work_documents_work_idx on work_documents (work_id);

alter table works add constraint works_map_document_fk foreign key (map_document_id) references work_documents (id) on delete set null;

-- One offline lock row per work (spec 3 "Offline"): the behaviour is the offline feature's.
create table work_offline_locks (
  work_id integer primary key references works (id) on delete cascade,
  locked_status smallint not null default 0 check (locked_status in (0, 1)),
  locked_by integer references users (id),
  device_id text check (char_length(device_id) <= 100),
  locked_at timestamptz,
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (locked_status = 0 or locked_by is not null)
);

-- BCR section row counts per work. The BCR tables arrive with the BCR issue; until then every count
-- is zero. That issue replaces this view with counts over its tables (same name and columns).
create view work_bcr_section_counts as
select
  w.id as work_id,
  0::integer as lithology,
  0::integer as drilling_details,
  0::integer as water_entry_design,
  0::integer as gravel_pack,
  0::integer as casing_support,
  0::integer as annulus_fill_seal,
  0::integer as bore_development,
  0::integer as work_partly_backfilled,
  0::integer as excavation_details,
  0::integer as excavation_lined
from works w;

-- The same per monitoring hole (getformasectionsstatusbypipe); zero until the BCR tables exist.
create view work_hole_bcr_section_counts as
select
  h.id as hole_id,
  h.work_id,
  0::integer as lithology,
  0::integer as drilling_details,
  0::integer as water_entry_design,
  0::integer as gravel_pack,
  0::integer as casing_support,
  0::integer as annulus_fill_seal,
  0::integer as bore_development,
  0::integer as work_partly_backfilled
from work_monitoring_holes h;
