-- Data at scale (issue 8): every list is read in the order of an index and paged by keyset, never by
-- offset; the map layers' boxes are searched through GiST indexes over PostgreSQL's built-in
-- geometric types (no PostGIS; PGlite has them too). docs/decisions.md "Issue 8: Data at scale".

-- Work lists, newest change first, one index per visibility scope: every work (regulator and the
-- read-only roles), a driller's own, a company's. The id breaks ties between equal timestamps, so the
-- order is total and a page boundary can be named by (modified_at, id). The new indexes start with the
-- old single-column ones, which they replace.
drop index works_driller_idx;
drop index works_organisation_idx;
create index works_recent_idx on works (modified_at desc, id desc);
create index works_driller_recent_idx on works (driller_id, modified_at desc, id desc);
create index works_organisation_recent_idx on works (organisation_id, modified_at desc, id desc);

-- Driller lists (work/getalldata, the work form's driller select): active users by name, for everyone
-- or for one company; the user id breaks ties (one driller per user).
create index users_active_name_idx on users (first_name, last_name, id) where status = 1;
create index users_organisation_active_name_idx on users (organisation_id, first_name, last_name, id) where status = 1;

-- Map layers: a point layer is searched by `point(longitude, latitude) <@ box`, the lots layer by its
-- bounding box `&&` the query's box. The btree over four bbox columns could range-scan one of them only.
drop index map_works_bbox_idx;
drop index map_stations_bbox_idx;
drop index map_lots_bbox_idx;
create index map_works_point_idx on map_works using gist (point(longitude, latitude));
create index map_stations_point_idx on map_stations using gist (point(longitude, latitude));
create index map_lots_box_idx on map_lots using gist (box(point(min_lon, min_lat), point(max_lon, max_lat)));
-- The lots of a plan (`planlabel = 'DP12345'` when only the plan of a Lot/DP is known).
create index map_lots_plan_label_idx on map_lots (upper(plan_label));
