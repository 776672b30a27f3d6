-- BCR search at a million works (issue 11, docs/decisions.md "BCR search at 1M works"). A report carries
-- its work's driller and company, kept equal by the triggers below, so the driller and company criteria
-- and a company admin's or driller's scope read the reports' own indexes: through the works, a busy
-- driller's or company's search walked 18,000 to 55,000 works for 1,700 to 5,500 reports.
alter table bcr_reports add column driller_id integer, add column organisation_id integer;

update bcr_reports r set driller_id = w.driller_id, organisation_id = w.organisation_id
from works w where w.id = r.work_id;

-- A new report takes its work's driller and company, whatever the insert names.
create function bcr_reports_take_work_owner() returns trigger language plpgsql as $$
begin
  select w.driller_id, w.organisation_id into new.driller_id, new.organisation_id from works w where w.id = new.work_id;
  return new;
end $$;
create trigger bcr_reports_work_owner before insert or update of work_id, driller_id, organisation_id on bcr_reports
  for each row execute function bcr_reports_take_work_owner();

-- A work given to another driller or company takes its reports with it (deleted ones too).
create function works_pass_owner_to_bcr_reports() returns trigger language plpgsql as $$
begin
  update bcr_reports set driller_id = new.driller_id, organisation_id = new.organisation_id where work_id = new.id;
  return null;
end $$;
create trigger works_owner_to_bcr_reports after update of driller_id, organisation_id on works
  for each row when (old.driller_id is distinct from new.driller_id or old.organisation_id is distinct from new.organisation_id)
  execute function works_pass_owner_to_bcr_reports();

-- Newest change first within a driller's or a company's reports (the default order); what the scope,
-- status and name filters read is included, and the work's id, so a count or a join to the work reads
-- the index alone.
create index bcr_reports_driller_recent_idx on bcr_reports (driller_id, modified_at desc, id desc)
  include (organisation_id, deactivated_at, work_id);
create index bcr_reports_organisation_recent_idx on bcr_reports (organisation_id, modified_at desc, id desc)
  include (driller_id, deactivated_at, work_id);

-- The work's columns the search sorts and filters on, by work id: a sort on work name (or GW No, ...)
-- within a busy driller's 1,700 reports reads these entries instead of 1,700 rows of a wide table
-- (13 ms to 6.5 ms at 1M works, warm).
create index works_search_columns_idx on works (id)
  include (work_name, gw_no, work_id, work_approval_no, customer_address, hydstra);

-- How many reports there are, live and deleted: the regulator's unfiltered search counts them here
-- instead of counting 100,000 index entries on every page.
create table bcr_report_totals (
  deleted boolean primary key,
  reports bigint not null check (reports >= 0)
);
insert into bcr_report_totals (deleted, reports)
select d, (select count(*) from bcr_reports where (deactivated_at is not null) = d) from (values (false), (true)) v (d);

create function bcr_reports_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update bcr_report_totals set reports = reports - 1 where deleted = (old.deactivated_at is not null);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    update bcr_report_totals set reports = reports + 1 where deleted = (new.deactivated_at is not null);
  end if;
  return null;
end $$;
create trigger bcr_reports_counted after insert or delete on bcr_reports
  for each row execute function bcr_reports_count();
create trigger bcr_reports_recounted after update of deactivated_at on bcr_reports
  for each row when ((old.deactivated_at is null) <> (new.deactivated_at is null))
  execute function bcr_reports_count();
