import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * The box of an envelope query, in an empty corner of the state (north of Tibooburra): what it returns
 * comes from the rows placed here, inside, on the edge or just outside.
 */
const BOX = { xmin: 141.5, ymin: -29.3, xmax: 141.6, ymax: -29.2 };
const envelope = `${BOX.xmin},${BOX.ymin},${BOX.xmax},${BOX.ymax}`;
const inBox = (x: number, y: number) => x >= BOX.xmin && x <= BOX.xmax && y >= BOX.ymin && y <= BOX.ymax;

const POINTS = [
  { worksId: 'BOX-CENTRE', x: 141.55, y: -29.25, inside: true },
  { worksId: 'BOX-EDGE', x: 141.6, y: -29.25, inside: true },
  { worksId: 'BOX-CORNER', x: 141.5, y: -29.3, inside: true },
  { worksId: 'BOX-EAST', x: 141.6001, y: -29.25, inside: false },
  { worksId: 'BOX-NORTH', x: 141.55, y: -29.1999, inside: false },
  { worksId: 'BOX-FAR', x: 141.9, y: -29.6, inside: false },
];

const ring = (coords: [number, number][]): Polygon => ({ type: 'Polygon', coordinates: [[...coords, coords[0] ?? [0, 0]]] });
const LOTS = [
  { lot: '1//DPBOX', inside: true, geometry: ring([[141.55, -29.25], [141.56, -29.25], [141.56, -29.24], [141.55, -29.24]]) },
  // Straddles the east edge.
  { lot: '2//DPBOX', inside: true, geometry: ring([[141.59, -29.25], [141.62, -29.25], [141.62, -29.24], [141.59, -29.24]]) },
  // A triangle whose bounding box overlaps the box's south-west corner but whose area stays outside it.
  { lot: '3//DPBOX', inside: false, geometry: ring([[141.45, -29.35], [141.52, -29.35], [141.45, -29.28]]) },
  { lot: '4//DPBOX', inside: false, geometry: ring([[141.7, -29.25], [141.71, -29.25], [141.71, -29.24], [141.7, -29.24]]) },
];

/*
 * Counts for the map's grid squares (returnCountOnly per envelope) in another empty corner: works of
 * other approvals Installed, this approval's, one only Approved, one on the edge two squares share.
 */
const COUNT_BOX = { xmin: 141.3, ymin: -29.3, xmax: 141.4, ymax: -29.2 };
const MINE = '85WA999003';
const COUNT_POINTS = [
  { worksId: 'COUNT-OTHER', approval: '85WA999002', status: 'I' as const, x: 141.32, y: -29.25, counted: true },
  { worksId: 'COUNT-EDGE', approval: '85WA999002', status: 'I' as const, x: 141.35, y: -29.22, counted: true },
  { worksId: 'COUNT-MINE', approval: MINE, status: 'I' as const, x: 141.33, y: -29.25, counted: false },
  { worksId: 'COUNT-APPROVED', approval: '85WA999002', status: 'A' as const, x: 141.38, y: -29.25, counted: false },
  { worksId: 'COUNT-OUT', approval: '85WA999002', status: 'I' as const, x: 141.45, y: -29.25, counted: false },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('map_works')
    .values(COUNT_POINTS.map((p) => ({ approval_no: p.approval, works_id: p.worksId, work_type: 'Bore', licensed_purposes: 'Stock', work_status: p.status, latitude: p.y, longitude: p.x })))
    .execute();
  await t.db
    .insertInto('map_works')
    .values(POINTS.map((p) => ({ approval_no: '85WA999001', works_id: p.worksId, work_type: 'Bore', licensed_purposes: 'Stock, Domestic', work_status: 'I' as const, latitude: p.y, longitude: p.x })))
    .execute();
  await t.db
    .insertInto('map_lots')
    .values(
      LOTS.map((l, i) => {
        const xs = l.geometry.coordinates[0]?.map((c) => c[0] ?? 0) ?? [];
        const ys = l.geometry.coordinates[0]?.map((c) => c[1] ?? 0) ?? [];
        return {
          cadid: 990_000_000 + i, lotidstring: l.lot, lot_number: String(i + 1), section_number: '', plan_label: 'DPBOX', plan_lot_area: 1000, geometry: JSON.stringify(l.geometry),
          min_lon: Math.min(...xs), min_lat: Math.min(...ys), max_lon: Math.max(...xs), max_lat: Math.max(...ys),
        };
      }),
    )
    .execute();
});
afterAll(async () => t.close());

const query = async (path: string, params: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/service/maps/${path}/query?${new URLSearchParams(params).toString()}` })).json<{
    features: { attributes: Record<string, unknown>; geometry?: { x: number; y: number } }[];
  }>();

describe('an envelope on the works layer', () => {
  it('returns the works inside the box, edges included, and none outside', async () => {
    const { features } = await query('works/MapServer/0', { geometry: envelope, geometryType: 'esriGeometryEnvelope', outFields: 'WORKS_ID', f: 'json' });
    expect(features.map((f) => f.attributes.WORKS_ID).sort()).toEqual(POINTS.filter((p) => p.inside).map((p) => p.worksId).sort());
    for (const f of features) expect(inBox(f.geometry?.x ?? 0, f.geometry?.y ?? 0)).toBe(true);
  });

  it('returns only the requested fields (and the object id), in Esri JSON and GeoJSON', async () => {
    const esri = await query('works/MapServer/0', { geometry: envelope, outFields: 'WORKS_ID,GW_WORK_NO', returnGeometry: 'false', f: 'json' });
    for (const f of esri.features) expect(f).toEqual({ attributes: { OBJECTID: expect.any(Number), WORKS_ID: expect.any(String), GW_WORK_NO: null } });
    const geo = (await t.app.inject({ method: 'GET', url: `/service/maps/works/MapServer/0/query?geometry=${envelope}&outFields=WORK_STATUS&f=geojson` })).json<{
      features: { properties: Record<string, unknown> }[];
    }>();
    expect(geo.features.map((f) => Object.keys(f.properties))).toEqual(POINTS.filter((p) => p.inside).map(() => ['OBJECTID', 'WORK_STATUS']));
  });
});

describe('an envelope on the cadastre layer', () => {
  it('returns the lots whose area meets the box, not those whose bounding box only does', async () => {
    const { features } = await query('cadastre/MapServer/0', { geometry: envelope, outFields: 'lotidstring', returnGeometry: 'false', f: 'json' });
    expect(features.map((f) => f.attributes.lotidstring).sort()).toEqual(LOTS.filter((l) => l.inside).map((l) => l.lot).sort());
    for (const f of features) expect(Object.keys(f.attributes)).toEqual(['objectid', 'lotidstring']);
  });

  it('finds the lots near a point (1000 m), as moving a monitoring hole asks', async () => {
    const { features } = await query('cadastre/MapServer/0', { geometry: '141.555,-29.245', distance: '1000', units: 'esriSRUnit_Meter', outFields: 'lotidstring', f: 'json' });
    expect(features.map((f) => f.attributes.lotidstring)).toEqual(['1//DPBOX']);
  });
});

describe("a count in an envelope on the works layer (the map's grid squares)", () => {
  const installedOthers = `APPROVAL_NO <> '${MINE}' AND WORK_STATUS = 'I'`;
  const count = async (box: readonly number[], where = installedOthers) =>
    (await t.app.inject({ method: 'GET', url: `/service/maps/works/MapServer/0/query?${new URLSearchParams({ where, geometry: box.join(','), geometryType: 'esriGeometryEnvelope', returnCountOnly: 'true', f: 'json' }).toString()}` })).json<unknown>();

  it("counts the works inside that pass the layer's where clause, as many as the features query returns", async () => {
    const box = [COUNT_BOX.xmin, COUNT_BOX.ymin, COUNT_BOX.xmax, COUNT_BOX.ymax];
    expect(await count(box)).toEqual({ count: COUNT_POINTS.filter((p) => p.counted).length });
    const { features } = await query('works/MapServer/0', { where: installedOthers, geometry: box.join(','), outFields: 'WORKS_ID', f: 'json' });
    expect(features.map((f) => f.attributes.WORKS_ID).sort()).toEqual(COUNT_POINTS.filter((p) => p.counted).map((p) => p.worksId).sort());
    expect(await count(box, "WORK_STATUS = 'I'")).toEqual({ count: 3 });
  });

  it('counts a work on the edge two half-open squares share once', async () => {
    const west = [141.3, -29.3, 141.3499999, -29.2000001];
    const east = [141.35, -29.3, 141.3999999, -29.2000001];
    expect([await count(west), await count(east)]).toEqual([{ count: 1 }, { count: 1 }]);
  });
});
