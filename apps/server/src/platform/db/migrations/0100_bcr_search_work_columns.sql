-- BCR search at a million works, sorted or filtered on a column of the work (issue 8, docs/decisions.md
-- "Issue 11: BCR search", "At 1M works"). A report carries a copy of the work's columns the search sorts and
-- filters on, kept equal by the triggers below as its driller and company are (migration 0070), so the
-- search reads the reports alone: the busiest driller's 1,737 reports sorted by work name took 24 ms
-- joined to their works (a parallel plan; 7 ms without one), 2 ms from the reports' own column.
alter table bcr_reports
  add column work_name text,
  add column gw_no text,
  add column works_id text,
  add column work_approval_no text,
  add column customer_address text,
  add column hydstra boolean not null default false;

update bcr_reports r
set work_name = w.work_name, gw_no = w.gw_no, works_id = w.work_id, work_approval_no = w.work_approval_no,
    customer_address = w.customer_address, hydstra = w.hydstra
from works w where w.id = r.work_id;

-- A new report (or one moved to another work) takes its work's owner and columns, whatever the insert names.
create or replace function bcr_reports_take_work_owner() returns trigger language plpgsql as $$
begin
  select w.driller_id, w.organisation_id, w.work_name, w.gw_no, w.work_id, w.work_approval_no, w.customer_address, w.hydstra
  into new.driller_id, new.organisation_id, new.work_name, new.gw_no, new.works_id, new.work_approval_no, new.customer_address, new.hydstra
  from works w where w.id = new.work_id;
  return new;
end $$;
drop trigger bcr_reports_work_owner on bcr_reports;
create trigger bcr_reports_work_owner
  before insert or update of work_id, driller_id, organisation_id, work_name, gw_no, works_id, work_approval_no, customer_address, hydstra
  on bcr_reports for each row execute function bcr_reports_take_work_owner();

-- A work's new name, GW No, approval, address or Hydstra flag reaches its reports (deleted ones too).
create function works_pass_search_columns_to_bcr_reports() returns trigger language plpgsql as $$
begin
  update bcr_reports set work_name = new.work_name, gw_no = new.gw_no, works_id = new.work_id,
    work_approval_no = new.work_approval_no, customer_address = new.customer_address, hydstra = new.hydstra
  where work_id = new.id;
  return null;
end $$;
create trigger works_search_columns_to_bcr_reports
  after update of work_name, gw_no, work_id, work_approval_no, customer_address, hydstra on works
  for each row when (
    old.work_name is distinct from new.work_name or old.gw_no is distinct from new.gw_no or old.work_id is distinct from new.work_id
    or old.work_approval_no is distinct from new.work_approval_no or old.customer_address is distinct from new.customer_address
    or old.hydstra is distinct from new.hydstra)
  execute function works_pass_search_columns_to_bcr_reports();

-- A driller's or company's reports in any order the search offers on their own columns: the scope's
-- index holds every column those sorts read, so a sort reads the index alone and never the wide report
-- rows (the busiest driller's sort by work name visited 1,327 pages of reports for 1,737 rows).
drop index bcr_reports_driller_recent_idx;
create index bcr_reports_driller_recent_idx on bcr_reports (driller_id, modified_at desc, id desc)
  include (organisation_id, deactivated_at, work_id, work_name, gw_no, works_id, work_approval_no, customer_address, hydstra,
    form_status, submitted_by, submitted_at, modified_by);
drop index bcr_reports_organisation_recent_idx;
create index bcr_reports_organisation_recent_idx on bcr_reports (organisation_id, modified_at desc, id desc)
  include (driller_id, deactivated_at, work_id, work_name, gw_no, works_id, work_approval_no, customer_address, hydstra,
    form_status, submitted_by, submitted_at, modified_by);

-- The approval and GW No criteria find reports by their own columns (upper case, as the works store them).
create index bcr_reports_approval_idx on bcr_reports (work_approval_no);
create index bcr_reports_gw_no_idx on bcr_reports (gw_no) where gw_no is not null;

-- The search no longer reads the works' columns through this index; every save of a work kept it.
drop index works_search_columns_idx;
