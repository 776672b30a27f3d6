-- The embedded approvals register (approval number -> works, conditions) and the map layers the
-- portal queries as ArcGIS REST services (works, monitoring stations, cadastral lots). Production
-- reads the real register and map services by URL; these tables hold seeded synthetic data.
-- Spatial search: bbox columns with a btree index prefilter, exact tests with turf in the server.

create table approvals (
  approval_number text primary key check (approval_number ~ '^[0-9]{2}(CW|WA|MW)[0-9]{6}$'),
  customer_name text not null check (char_length(customer_name) between 1 and 200),
  customer_address text not null check (char_length(customer_address) <= 500),
  issue_date date not null,
  expiry_date date not null,
  water_source text not null check (char_length(water_source) <= 200),
  approval_purpose text not null check (char_length(approval_purpose) <= 200),
  water_sharing_plan text not null check (char_length(water_sharing_plan) <= 300),
  water_management_zone text not null check (char_length(water_management_zone) <= 200),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (expiry_date > issue_date)
);

create table approval_works (
  id serial primary key,
  approval_number text not null references approvals (approval_number) on delete cascade,
  works_id text not null check (works_id ~ '^[0-9]{5,10}$'),
  ground_work_number text check (ground_work_number ~ '^GW[0-9]{6}$'),
  work_description text not null check (char_length(work_description) between 1 and 200),
  -- The register's status code: 'I' Installed, 'A' Approved (shown through the domain's label).
  work_status char(1) not null check (work_status in ('I', 'A')),
  lot_dp text not null check (char_length(lot_dp) between 1 and 100),
  latitude double precision not null check (latitude between -37.505385 and -28.157094),
  longitude double precision not null check (longitude between 140.995306 and 153.63873),
  construction_date date,
  work_site_id text not null check (char_length(work_site_id) between 1 and 20),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (approval_number, works_id),
  check (work_status = 'I' or construction_date is null)
);
create index approval_works_approval_idx on approval_works (approval_number);

create table approval_conditions (
  approval_number text not null references approvals (approval_number) on delete cascade,
  condition_no text not null check (char_length(condition_no) between 1 and 30),
  condition text not null check (char_length(condition) between 1 and 4000),
  sort_order smallint not null check (sort_order >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  primary key (approval_number, condition_no)
);

create table approval_licence_conditions (
  approval_number text not null references approvals (approval_number) on delete cascade,
  condition_no text not null check (char_length(condition_no) between 1 and 30),
  kind text not null check (kind in ('standard', 'discretionary')),
  condition text not null check (char_length(condition) between 1 and 4000),
  sort_order smallint not null check (sort_order >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  primary key (approval_number, condition_no)
);

-- Cadastre layer: one row per lot, the polygon as GeoJSON (EPSG:4326).
create table map_lots (
  objectid serial primary key,
  cadid integer not null unique,
  lotidstring text not null check (char_length(lotidstring) between 3 and 100),
  lot_number text not null default '' check (char_length(lot_number) <= 20),
  section_number text not null default '' check (char_length(section_number) <= 20),
  plan_label text not null check (char_length(plan_label) between 1 and 30),
  plan_lot_area double precision not null check (plan_lot_area > 0),
  geometry jsonb not null,
  min_lon double precision not null,
  min_lat double precision not null,
  max_lon double precision not null,
  max_lat double precision not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (min_lon <= max_lon and min_lat <= max_lat)
);
create index map_lots_bbox_idx on map_lots (min_lon, max_lon, min_lat, max_lat);
create index map_lots_lotidstring_idx on map_lots (upper(lotidstring));

-- Works layer (layer 0): every work of the register and other works on the map.
create table map_works (
  objectid serial primary key,
  approval_no text not null check (char_length(approval_no) between 1 and 20),
  works_id text not null check (char_length(works_id) between 1 and 20),
  gw_work_no text check (char_length(gw_work_no) <= 20),
  work_type text not null check (char_length(work_type) <= 100),
  licensed_purposes text not null check (char_length(licensed_purposes) <= 200),
  work_status char(1) not null check (work_status in ('I', 'A')),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  min_lon double precision generated always as (longitude) stored,
  min_lat double precision generated always as (latitude) stored,
  max_lon double precision generated always as (longitude) stored,
  max_lat double precision generated always as (latitude) stored,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create index map_works_bbox_idx on map_works (min_lon, max_lon, min_lat, max_lat);
create index map_works_approval_idx on map_works (approval_no);

-- Monitoring stations layer (layer 1).
create table map_stations (
  objectid serial primary key,
  station text not null unique check (char_length(station) between 1 and 20),
  parent text not null check (char_length(parent) between 1 and 20),
  stname text not null check (char_length(stname) between 1 and 200),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  min_lon double precision generated always as (longitude) stored,
  min_lat double precision generated always as (latitude) stored,
  max_lon double precision generated always as (longitude) stored,
  max_lat double precision generated always as (latitude) stored,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create index map_stations_bbox_idx on map_stations (min_lon, max_lon, min_lat, max_lat);
