-- BCR search (issue 11, docs/decisions.md "Issue 11: BCR search"). The default order, last change
-- first, reads this index and stops at the page; the id breaks ties as the ORDER BY does.
create index bcr_reports_recent_idx on bcr_reports (modified_at desc, id desc);
-- Every report of a work, deleted ones too (the live-report index covers live ones only): the approval,
-- driller and company criteria find works first, then their reports through this.
create index bcr_reports_work_idx on bcr_reports (work_id);
-- Groundwater No. criterion (GW numbers are stored upper case).
create index works_gw_no_idx on works (gw_no) where gw_no is not null;
