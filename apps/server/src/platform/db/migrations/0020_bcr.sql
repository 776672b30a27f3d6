-- The Bore Construction Report (spec 2): one live report per work, its summary, head works, casing
-- support and the fields shared by a section's rows on the root row; one table per row section; an
-- immutable snapshot per submission; the casing-type master data. Decimals are numeric with the digit
-- limits of packages/domain bcr/digit-limits.ts (d integer digits, 2 decimals: numeric(d + 2, 2)), so a
-- value comes back exactly as entered. Ids of select lists are smallint: their lists are domain code
-- lists or master data, which may grow.

create table bcr_reports (
  id serial primary key,
  work_id integer not null references works (id) on delete cascade,
  version integer not null default 1 check (version >= 1),
  -- 1 draft, 2 submitted (read-only), 3 submitted for review, 4 marked for final submission, 5 saved.
  form_status smallint not null default 1 check (form_status between 1 and 5),
  -- 1 in progress (opened again for editing), 2 under review, 3 under final review.
  review_status smallint check (review_status between 1 and 3),
  -- The codes of the warnings confirmed with the last submission, comma separated.
  exception_reason_code text check (char_length(exception_reason_code) <= 1000),
  submitted_at timestamptz,
  submitted_by text check (char_length(submitted_by) <= 200),
  -- The version the Super Admin's "edit" left: back to view mode only while nothing was saved since.
  reopened_version integer,
  deactivated_at timestamptz,
  deactivated_by text check (char_length(deactivated_by) <= 200),
  -- Whether the single-record sections were saved (a saved section with every field blank is not "no data").
  casing_support_saved boolean not null default false,
  work_partly_backfilled_saved boolean not null default false,
  bore_type_id smallint check (bore_type_id between 1 and 4),
  received_date date,
  completion_date date,
  original_completion_date date,
  decommissioned_date date,
  completed_depth numeric(6, 2) check (completed_depth >= 0),
  assistant_driller text check (char_length(assistant_driller) <= 250),
  site_chosen_by text check (char_length(site_chosen_by) <= 50),
  elevation numeric(6, 2),
  final_yield numeric(7, 2) check (final_yield >= 0),
  final_swl numeric(5, 2) check (final_swl >= 0),
  final_salinity numeric(8, 2) check (final_salinity >= 0),
  final_salinity_uom text check (final_salinity_uom in ('mg/L', 'ppm')),
  final_salinity_conductivity numeric(8, 2) check (final_salinity_conductivity >= 0),
  final_ddl numeric(5, 2) check (final_ddl >= 0),
  final_duration_hour smallint check (final_duration_hour between 0 and 99),
  final_duration_min smallint check (final_duration_min between 0 and 99),
  amended_comments text check (char_length(amended_comments) <= 2000),
  centralisers_installed smallint check (centralisers_installed in (0, 1)),
  comments text check (char_length(comments) <= 4000),
  annulus_fill_seal_mark_not_applicable smallint check (annulus_fill_seal_mark_not_applicable in (1, 2)),
  bore_development_mark_not_applicable smallint check (bore_development_mark_not_applicable in (1, 2)),
  disinfection_on_completion_mark_not_applicable smallint check (disinfection_on_completion_mark_not_applicable in (1, 2)),
  hw_lengths numeric(6, 2) check (hw_lengths >= 0),
  hw_width numeric(6, 2) check (hw_width >= 0),
  hw_thickness numeric(6, 2) check (hw_thickness >= 0),
  cs_casing_support_method smallint check (cs_casing_support_method >= 0),
  cs_casing_support_method_2 smallint check (cs_casing_support_method_2 >= 0),
  cs_casing_support_method_3 smallint check (cs_casing_support_method_3 >= 0),
  cs_casing_type smallint check (cs_casing_type >= 0),
  cs_sump_installed smallint check (cs_sump_installed in (0, 1)),
  cs_sump_installed_from numeric(7, 2) check (cs_sump_installed_from >= 0),
  cs_sump_installed_to numeric(7, 2) check (cs_sump_installed_to >= 0),
  cs_centralisers_installed smallint check (cs_centralisers_installed in (0, 1)),
  cs_centraliser_spacing numeric(9, 2) check (cs_centraliser_spacing >= 0),
  cs_pressure_cemented smallint check (cs_pressure_cemented in (0, 1)),
  cs_pressure_cemented_from numeric(7, 2) check (cs_pressure_cemented_from >= 0),
  cs_pressure_cemented_to numeric(7, 2) check (cs_pressure_cemented_to >= 0),
  cs_duration_hour smallint check (cs_duration_hour between 0 and 99),
  cs_duration_min text check (cs_duration_min ~ '^[0-5][0-9]$'),
  cs_curing_time text check (char_length(cs_curing_time) <= 50),
  cs_casing_protector_cemented_in_place smallint check (cs_casing_protector_cemented_in_place in (0, 1)),
  bd_chemical_used smallint check (bd_chemical_used in (0, 1)),
  bd_chemical_name text check (char_length(bd_chemical_name) <= 50),
  wpb_original_depth_of_work numeric(6, 2) check (wpb_original_depth_of_work >= 0),
  wpb_is_work_partly_backfilled boolean not null default false,
  wpb_is_work_abandoned boolean not null default false,
  wpb_method_of_abandonment text check (char_length(wpb_method_of_abandonment) <= 500),
  wpb_casing_left_from numeric(6, 2) check (wpb_casing_left_from >= 0),
  wpb_casing_left_to numeric(6, 2) check (wpb_casing_left_to >= 0),
  gp_method_of_placement smallint check (gp_method_of_placement >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (form_status <> 2 or submitted_at is not null),
  check (deactivated_at is null or deactivated_by is not null)
);
-- One live BCR per work; a deleted (deactivated) one is kept beside it.
create unique index bcr_reports_live_work_idx on bcr_reports (work_id) where deactivated_at is null;

create table bcr_lithology (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  rock_type smallint check (rock_type >= 0),
  colour smallint check (colour >= 0),
  colour_other text check (char_length(colour_other) <= 50),
  grain_size smallint check (grain_size >= 0),
  texture smallint check (texture >= 0),
  additional_information text check (char_length(additional_information) <= 500),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_drilling_details (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  diameter numeric(7, 2) check (diameter >= 0),
  drilling_method_id smallint check (drilling_method_id >= 0),
  penetration_rate numeric(16, 2) check (penetration_rate >= 0),
  fluid_loss smallint not null default 0 check (fluid_loss in (0, 1)),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_water_bearing_zones (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  thickness numeric(7, 2) check (thickness >= 0),
  swl numeric(5, 2) check (swl >= 0),
  estimated_individual_yield numeric(7, 2) check (estimated_individual_yield >= 0),
  estimated_cumulative_yield numeric(7, 2) check (estimated_cumulative_yield >= 0),
  test_method smallint check (test_method >= 0),
  flow_measuring_device text check (char_length(flow_measuring_device) <= 50),
  ddl numeric(5, 2) check (ddl >= 0),
  duration_hour smallint check (duration_hour between 0 and 99),
  duration_min text not null default '00' check (duration_min ~ '^[0-5][0-9]$'),
  salinity_conductivity numeric(8, 2) check (salinity_conductivity >= 0),
  salinity_tds numeric(8, 2) check (salinity_tds >= 0),
  salinity_uom text check (salinity_uom in ('mg/L', 'ppm')),
  seive_analysis_on_strata smallint check (seive_analysis_on_strata in (0, 1)),
  seive_analysis_modal_grain text check (char_length(seive_analysis_modal_grain) <= 100),
  fluid_loss_from numeric(7, 2) check (fluid_loss_from >= 0),
  fluid_loss_to numeric(7, 2) check (fluid_loss_to >= 0),
  test_depth numeric(7, 2) check (test_depth >= 0),
  water_bearing_zone_category text check (char_length(water_bearing_zone_category) <= 100),
  yield_description text check (char_length(yield_description) <= 200),
  water_bearing_zone_salinity text check (char_length(water_bearing_zone_salinity) <= 100),
  comment text check (char_length(comment) <= 500),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_excavation_details (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  excavation_or_lining smallint check (excavation_or_lining in (0, 1, 2)),
  drilling_method smallint check (drilling_method >= 0),
  bore_shape_type smallint check (bore_shape_type in (0, 1, 2)),
  depth numeric(7, 2) check (depth >= 0),
  length numeric(6, 2) check (length >= 0),
  width numeric(6, 2) check (width >= 0),
  diameter numeric(6, 2) check (diameter >= 0),
  material smallint check (material >= 0),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_casing_liners (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  material smallint check (material >= 0),
  odmm numeric(6, 2) check (odmm >= 0),
  wall_thickness numeric(6, 2) check (wall_thickness >= 0),
  idmm numeric(6, 2) check (idmm >= 0),
  depth_from numeric(6, 2),
  depth_to numeric(6, 2) check (depth_to >= 0),
  method_fixing smallint check (method_fixing >= 0),
  centralisers_installed smallint check (centralisers_installed in (0, 1)),
  centraliser_spacing numeric(9, 2) check (centraliser_spacing >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_annulus_fill_seals (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  fill_type smallint check (fill_type >= 0),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  grout_mix_composition text check (char_length(grout_mix_composition) <= 20),
  method_of_placement smallint check (method_of_placement >= 0),
  quantity numeric(6, 2) check (quantity >= 0),
  quantity_uom text check (quantity_uom in ('Litres', 'Cubic meters')),
  insdiam numeric(6, 2) check (insdiam >= 0),
  outdiam numeric(6, 2) check (outdiam >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_water_entry_designs (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  pipe_no smallint not null default 1 check (pipe_no between 1 and 6),
  screen_type smallint check (screen_type in (0, 1)),
  water_entry_design_type smallint check (water_entry_design_type >= 0),
  water_bearing_zone_id smallint check (water_bearing_zone_id >= 0),
  water_bearing_zone text check (char_length(water_bearing_zone) <= 100),
  depth_from numeric(6, 2),
  depth_to numeric(6, 2) check (depth_to >= 0),
  material smallint check (material >= 0),
  od numeric(6, 2) check (od >= 0),
  wall_thickness numeric(6, 2) check (wall_thickness >= 0),
  inner_diameter numeric(6, 2) check (inner_diameter >= 0),
  fixing smallint check (fixing >= 0),
  opening_type smallint check (opening_type >= 0),
  opening_type_label text check (char_length(opening_type_label) <= 100),
  centralisers_installed smallint check (centralisers_installed in (0, 1)),
  centraliser_spacing numeric(9, 2) check (centraliser_spacing >= 0),
  screen_aperture numeric(5, 2) check (screen_aperture >= 0),
  screen_wire_thickness numeric(9, 2) check (screen_wire_thickness >= 0),
  slot_length numeric(6, 2) check (slot_length >= 0),
  slot_width numeric(5, 2) check (slot_width >= 0),
  slot_alignment text check (slot_alignment in ('Diagonal', 'Horizontal', 'Vertical')),
  slot_spacing numeric(9, 2) check (slot_spacing >= 0),
  stabilising_fill_type_id smallint check (stabilising_fill_type_id in (1, 2)),
  wd_status text check (char_length(wd_status) <= 50),
  status_date date,
  material_2 smallint check (material_2 >= 0),
  opening_material smallint check (opening_material >= 0),
  comment text check (char_length(comment) <= 500),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_gravel_packs (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  gravel_type_id smallint check (gravel_type_id >= 0),
  gravel_grade_id smallint check (gravel_grade_id >= 0),
  bentonite_grout_seal_id smallint check (bentonite_grout_seal_id >= 0),
  grain_size_from numeric(5, 2) check (grain_size_from >= 0),
  grain_size_to numeric(5, 2) check (grain_size_to >= 0),
  depth_from numeric(7, 2) check (depth_from >= 0),
  depth_to numeric(7, 2) check (depth_to >= 0),
  quantity numeric(6, 2) check (quantity >= 0),
  quantity_uom text check (quantity_uom in ('Litres', 'Cubic meters')),
  insdiam numeric(6, 2) check (insdiam >= 0),
  outdiam numeric(6, 2) check (outdiam >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_bore_development_rows (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  bore_development_method smallint check (bore_development_method >= 0),
  duration_hour smallint check (duration_hour between 0 and 99),
  duration_min text not null default '00' check (duration_min ~ '^[0-5][0-9]$'),
  sand_content numeric(8, 2) check (sand_content >= 0),
  details text check (char_length(details) <= 500),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_disinfections (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  chemicals_used text check (char_length(chemicals_used) <= 200),
  quantity_applied numeric(6, 2) check (quantity_applied >= 0),
  method_of_application text check (char_length(method_of_application) <= 200),
  treatment_date date,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_backfill_rows (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  fill_type smallint check (fill_type >= 0),
  from_depth numeric(6, 2) check (from_depth >= 0),
  to_depth numeric(6, 2) check (to_depth >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create table bcr_pumping_tests (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  sequence smallint not null check (sequence >= 1),
  pipe_no smallint not null default 1 check (pipe_no between 1 and 6),
  test_type smallint check (test_type >= 0),
  test_date date,
  pump_intake_depth numeric(10, 2) check (pump_intake_depth >= 0),
  initial_water_level numeric(10, 2) check (initial_water_level >= 0),
  pumping_rate numeric(10, 2) check (pumping_rate >= 0),
  water_level_at_end_of_pumping numeric(10, 2) check (water_level_at_end_of_pumping >= 0),
  duration_of_test numeric(10, 2) check (duration_of_test >= 0),
  duration_of_test_hour smallint check (duration_of_test_hour between 0 and 99),
  duration_of_test_min text check (duration_of_test_min ~ '^[0-5][0-9]$'),
  recovery_water_level numeric(10, 2) check (recovery_water_level >= 0),
  recovery_time_taken numeric(10, 2) check (recovery_time_taken >= 0),
  recovery_time_taken_hour smallint check (recovery_time_taken_hour between 0 and 99),
  recovery_time_taken_min text check (recovery_time_taken_min ~ '^[0-5][0-9]$'),
  height_of_measuring_point numeric(10, 2) check (height_of_measuring_point >= 0),
  test_method_id smallint check (test_method_id >= 0),
  flow_measuring_device_id smallint check (flow_measuring_device_id >= 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  unique (bcr_id, sequence) deferrable initially deferred
);

create index bcr_water_entry_designs_pipe_idx on bcr_water_entry_designs (bcr_id, pipe_no);
create index bcr_pumping_tests_pipe_idx on bcr_pumping_tests (bcr_id, pipe_no);

-- Every submission (submit, submit for review, mark for final submission) keeps the report as it was
-- submitted. A repeated request id returns the first; nothing ever changes a submission.
create table bcr_submissions (
  id serial primary key,
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  work_id integer not null references works (id) on delete cascade,
  request_id text not null unique check (char_length(request_id) between 8 and 100),
  form_status smallint not null check (form_status in (2, 3, 4)),
  review_status smallint check (review_status between 1 and 3),
  version integer not null check (version >= 1),
  exception_reason_codes text[] not null default '{}',
  report jsonb not null,
  submitted_role smallint not null references roles (id),
  submitted_by text not null check (char_length(submitted_by) between 1 and 200),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create index bcr_submissions_bcr_idx on bcr_submissions (bcr_id, id);

create function bcr_submissions_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'a BCR submission cannot be changed' using errcode = 'P0001';
end;
$$;
create trigger bcr_submissions_no_update before update on bcr_submissions
  for each row execute function bcr_submissions_immutable();

-- Master data of spec 2 section 3 (casingTypeValidations): wall-thickness ranges and the largest
-- centraliser spacing per casing material (ids of the domain's CASING_MATERIALS). Values are ours.
create table bcr_casing_type_validations (
  id serial primary key,
  material_id smallint not null check (material_id between 1 and 13),
  min_wall_thickness_range numeric(6, 2) not null check (min_wall_thickness_range >= 0),
  max_wall_thickness_range numeric(6, 2) not null,
  max_separation_of_centralisers numeric(6, 2) not null check (max_separation_of_centralisers > 0),
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check (max_wall_thickness_range >= min_wall_thickness_range),
  unique (material_id, min_wall_thickness_range)
);
insert into bcr_casing_type_validations (material_id, min_wall_thickness_range, max_wall_thickness_range, max_separation_of_centralisers) values
  (1, 0, 30, 6), (2, 0, 30, 9), (3, 6.5, 30, 9), (4, 0, 30, 6), (5, 0, 30, 6), (6, 0, 30, 6), (7, 0, 30, 6),
  (8, 3.6, 30, 12), (9, 3.6, 30, 12), (10, 3.6, 30, 12), (11, 3.6, 30, 12), (12, 3.05, 30, 12), (13, 3.05, 30, 12);

-- The BCR section counts of migration 0005, now over the live BCR of each work (same names and columns).
create or replace view work_bcr_section_counts as
select
  w.id as work_id,
  coalesce((select count(*) from bcr_lithology x where x.bcr_id = r.id), 0)::integer as lithology,
  coalesce((select count(*) from bcr_drilling_details x where x.bcr_id = r.id), 0)::integer as drilling_details,
  coalesce((select count(*) from bcr_water_entry_designs x where x.bcr_id = r.id), 0)::integer as water_entry_design,
  coalesce((select count(*) from bcr_gravel_packs x where x.bcr_id = r.id), 0)::integer as gravel_pack,
  (case when r.casing_support_saved then 1 else 0 end)::integer as casing_support,
  coalesce((select count(*) from bcr_annulus_fill_seals x where x.bcr_id = r.id), 0)::integer as annulus_fill_seal,
  coalesce((select count(*) from bcr_bore_development_rows x where x.bcr_id = r.id), 0)::integer as bore_development,
  coalesce((select count(*) from bcr_backfill_rows x where x.bcr_id = r.id), 0)::integer as work_partly_backfilled,
  coalesce((select count(*) from bcr_excavation_details x where x.bcr_id = r.id), 0)::integer as excavation_details,
  coalesce((select count(*) from bcr_excavation_details x where x.bcr_id = r.id and x.excavation_or_lining = 2), 0)::integer as excavation_lined
from works w
left join bcr_reports r on r.work_id = w.id and r.deactivated_at is null;

-- Per monitoring hole: one BCR reports on the whole work, so each hole of a work with BCR data in a
-- section has data there (a hole's change would leave the report describing a hole that moved).
create or replace view work_hole_bcr_section_counts as
select
  h.id as hole_id,
  h.work_id,
  c.lithology,
  c.drilling_details,
  c.water_entry_design,
  c.gravel_pack,
  c.casing_support,
  c.annulus_fill_seal,
  c.bore_development,
  c.work_partly_backfilled
from work_monitoring_holes h
join work_bcr_section_counts c on c.work_id = h.work_id;
