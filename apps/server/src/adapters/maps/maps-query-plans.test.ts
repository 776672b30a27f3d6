import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCells, type ArcgisQueryString } from '@driller/domain';
import { createKysely, type Db } from '../../platform/db/kysely';
import { migrate } from '../../platform/db/migrate';
import type { Database } from '../../platform/db/pool';
import { openTestDatabase } from '../../../test/test-database';
import { planOf, recordingKysely, scansOf } from '../../../test/query-plans';
import { LOTS_LAYER, WORKS_LAYER, type MapLayer } from './map-layers';
import { queryLayer } from './maps.service';

/*
 * The map layers' queries at 20,000 works and 20,000 lots spread over the state: the GiST indexes of
 * migrations 0007 and 0080 answer the boxes, and only the requested columns are read.
 */
let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
  // A deterministic scatter over NSW (the golden-ratio sequence), no random numbers.
  await sql`
    insert into map_works (approval_no, works_id, work_type, licensed_purposes, work_status, longitude, latitude)
    select '80WA' || lpad(g::text, 6, '0'), g::text, 'Bore', 'Stock, Domestic', case when g % 3 = 0 then 'A' else 'I' end,
           141.1 + 12.4 * ((g * 0.6180339887) % 1), -37.4 + 9.2 * ((g * 0.7548776662) % 1)
      from generate_series(1, 20000) g`.execute(db);
  await sql`
    insert into map_lots (cadid, lotidstring, lot_number, plan_label, plan_lot_area, geometry, min_lon, min_lat, max_lon, max_lat)
    select g, g || '//DP' || (700000 + g / 12), g::text, 'DP' || (700000 + g / 12), 40000, '{"type":"Polygon","coordinates":[]}',
           x, y, x + 0.002, y + 0.002
      from (select g, 141.1 + 12.4 * ((g * 0.6180339887) % 1) as x, -37.4 + 9.2 * ((g * 0.7548776662) % 1) as y
              from generate_series(1, 20000) g) s`.execute(db);
  // Vacuumed, as a settled table is: the visibility map lets the counts skip the table's rows.
  await sql`vacuum analyze`.execute(db);
}, 180_000);

afterAll(async () => {
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

async function candidateStatement(layer: MapLayer, query: ArcgisQueryString) {
  const recording = recordingKysely(database.pool);
  // Lots here have no real polygon: only the statement matters, not the exact test after it.
  await queryLayer(recording.db, layer, query).catch(() => undefined);
  const [statement] = recording.statements;
  if (!statement) throw new Error('no statement');
  return { statement, scans: scansOf(await planOf(database.pool, statement)) };
}

const box = '148.5,-32.4,148.6,-32.3';

describe('the GiST indexes serve the map layers', () => {
  it('answers an envelope on the works layer through the point index, reading the requested columns only', async () => {
    const { statement, scans } = await candidateStatement(WORKS_LAYER, { where: "APPROVAL_NO <> '80WA000001' AND WORK_STATUS = 'I'", geometry: box, outFields: 'WORKS_ID' });
    expect(scans.seqScans).toEqual([]);
    expect(scans.indexes).toContain('map_works_point_cover_idx');
    expect(statement.sql).not.toMatch(/licensed_purposes|work_type|"?\*"?\s+from/);
  });

  it.each([
    ['an envelope', { geometry: box }],
    ['the lots within 1000 m of a point', { geometry: '148.55,-32.35', distance: '1000', units: 'esriSRUnit_Meter' }],
    ['the lot at a point', { geometry: '148.55,-32.35' }],
  ])('answers %s on the cadastre layer through the box index', async (_name, query) => {
    const { scans } = await candidateStatement(LOTS_LAYER, { ...query, outFields: 'lotidstring' });
    expect(scans.seqScans).toEqual([]);
    expect(scans.indexes).toContain('map_lots_box_idx');
  });

  it.each([
    ['lotidstring', "lotidstring = '5//DP700000'", 'map_lots_lotidstring_idx'],
    ['planlabel', "planlabel = 'DP700001'", 'map_lots_plan_label_idx'],
  ])('finds lots by %s through its index', async (_field, where, index) => {
    const { scans } = await candidateStatement(LOTS_LAYER, { where, outFields: 'lotidstring' });
    expect(scans.seqScans).toEqual([]);
    expect(scans.indexes).toContain(index);
  });

  it.each([
    ['returnCountOnly in an envelope', { geometry: box, returnCountOnly: 'true' }, 'map_works_point_cover_idx'],
    ['returnIdsOnly in an envelope', { geometry: box, returnIdsOnly: 'true' }, 'map_works_point_cover_idx'],
    ['orderByFields in an envelope', { geometry: box, orderByFields: 'APPROVAL_NO DESC', outFields: 'APPROVAL_NO' }, 'map_works_point_cover_idx'],
    ['objectIds', { objectIds: '5,17,4000' }, 'map_works_pkey'],
  ])('answers %s on the works layer through an index', async (_name, query, index) => {
    const { scans } = await candidateStatement(WORKS_LAYER, query);
    expect(scans.seqScans).toEqual([]);
    expect(scans.indexes).toContain(index);
  });

  // The web's count per grid square below zoom 13 (apps/web/src/lib/map/works-view.ts), as it sends it.
  it.each([9, 11])('counts the works of a zoom %i grid square with the layer filter from the point index alone, reading no feature column', async (zoom) => {
    const [square] = countCells([148.55, -32.35, 148.55, -32.35], zoom);
    const { statement, scans } = await candidateStatement(WORKS_LAYER, {
      where: "APPROVAL_NO <> '80WA000001' AND WORK_STATUS = 'I'", geometry: square?.bbox.join(','), geometryType: 'esriGeometryEnvelope',
      inSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnCountOnly: 'true', f: 'json',
    });
    expect(scans.seqScans).toEqual([]);
    expect(scans.indexOnly).toEqual(['map_works_point_cover_idx']);
    expect(statement.sql).toMatch(/^select count\(\*\)/);
    expect(statement.sql).not.toMatch(/licensed_purposes|work_type|works_id|gw_work_no/);
  });
});
