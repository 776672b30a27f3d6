-- Each row section of a BCR as one JSON list, kept by triggers: GET bcr read its twelve row tables with
-- twelve aggregating subqueries, whose set-up alone (an aggregate, an index scan and a whole-row
-- conversion each, on every execution) was a third of the statement's cost. It now reads one index
-- range of this table. A list holds the section's rows in sequence order, each as to_json gives it but
-- for its BCR and audit columns (nothing reads them from here; leaving them out makes the lists a
-- third smaller). It is written after any statement that changes a section's rows, by whatever writes
-- them (a save, the seed, a bulk load), so no writer has to remember it. A section never written has no
-- row here and reads as an empty list.
create table bcr_section_rows (
  bcr_id integer not null references bcr_reports (id) on delete cascade,
  section text not null,
  rows json not null,
  primary key (bcr_id, section)
);

do $migration$
declare
  t record;
  unlisted constant text := '{bcr_id,created_at,created_by,modified_at,modified_by}';
begin
  for t in
    select * from (values
      ('lithology', 'bcr_lithology'),
      ('drillingDetails', 'bcr_drilling_details'),
      ('waterBearingZones', 'bcr_water_bearing_zones'),
      ('excavationDetails', 'bcr_excavation_details'),
      ('casingLiner', 'bcr_casing_liners'),
      ('annulusFillSeal', 'bcr_annulus_fill_seals'),
      ('waterEntryDesign', 'bcr_water_entry_designs'),
      ('gravelPack', 'bcr_gravel_packs'),
      ('boreDevelopment', 'bcr_bore_development_rows'),
      ('disinfection', 'bcr_disinfections'),
      ('workPartlyBackfilled', 'bcr_backfill_rows'),
      ('pumpingTest', 'bcr_pumping_tests')
    ) as sections (section, row_table)
  loop
    -- One function a table, its statements written out (no EXECUTE), so PL/pgSQL plans them once. The
    -- changed BCRs come from the statement's transition table; a BCR whose root row went (its rows
    -- deleted by the cascade) has nothing left to list.
    execute format($function$
      create function %1$I() returns trigger language plpgsql as $body$
      begin
        insert into bcr_section_rows (bcr_id, section, rows)
        select b.bcr_id, %2$L, coalesce((select json_agg(to_jsonb(x) - %4$L::text[] order by x.sequence) from %3$I x where x.bcr_id = b.bcr_id), '[]'::json)
        from (select distinct c.bcr_id from changed_rows c) b
        where exists (select 1 from bcr_reports r where r.id = b.bcr_id)
        on conflict (bcr_id, section) do update set rows = excluded.rows;
        return null;
      end
      $body$
    $function$, t.row_table || '_list_rows', t.section, t.row_table, unlisted);
    execute format('create trigger %I after insert on %I referencing new table as changed_rows for each statement execute function %I()',
      t.row_table || '_listed_on_insert', t.row_table, t.row_table || '_list_rows');
    execute format('create trigger %I after update on %I referencing new table as changed_rows for each statement execute function %I()',
      t.row_table || '_listed_on_update', t.row_table, t.row_table || '_list_rows');
    execute format('create trigger %I after delete on %I referencing old table as changed_rows for each statement execute function %I()',
      t.row_table || '_listed_on_delete', t.row_table, t.row_table || '_list_rows');
    -- The lists of the rows already stored.
    execute format('insert into bcr_section_rows (bcr_id, section, rows) select x.bcr_id, %L, json_agg(to_jsonb(x) - %L::text[] order by x.sequence) from %I x group by x.bcr_id',
      t.section, unlisted, t.row_table);
  end loop;
end
$migration$;
