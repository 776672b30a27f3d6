import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEnvelope } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let work: { lot_dp: string; latitude: number; longitude: number };
beforeAll(async () => {
  t = await createTestApp();
  work = await t.db.selectFrom('approval_works').select(['lot_dp', 'latitude', 'longitude']).where('approval_number', '=', '80WA712345').orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => t.close());

type EsriAnswer = { features: { attributes: Record<string, unknown>; geometry?: { x?: number; y?: number; rings?: number[][][] } }[]; fields: { name: string }[]; geometryType: string; error?: unknown };
const query = async (path: string, params: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: `/service/maps/${path}/query?${new URLSearchParams({ f: 'json', ...params }).toString()}` });
  return { status: response.statusCode, body: response.json<EsriAnswer>() };
};
const around = (metres: number) => searchEnvelope({ latitude: work.latitude, longitude: work.longitude }, metres).join(',');

describe('works layer (MapServer/0)', () => {
  it('finds the Installed works of other approvals in an extent, as the location page asks', async () => {
    const { status, body } = await query('works/MapServer/0', {
      where: "APPROVAL_NO <> '80WA712345' AND WORK_STATUS = 'I'", geometry: around(2000), geometryType: 'esriGeometryEnvelope',
      inSR: '4326', outSR: '4326', spatialRel: 'esriSpatialRelIntersects', outFields: 'OBJECTID,APPROVAL_NO,WORKS_ID,GW_WORK_NO,WORK_TYPE,LICENSED_PURPOSES,WORK_STATUS',
    });
    expect(status).toBe(200);
    expect(body.geometryType).toBe('esriGeometryPoint');
    expect(body.features.length).toBeGreaterThanOrEqual(2);
    for (const feature of body.features) {
      expect(feature.attributes.APPROVAL_NO).not.toBe('80WA712345');
      expect(feature.attributes.WORK_STATUS).toBe('I');
      expect(Object.keys(feature.attributes)).toEqual(['OBJECTID', 'APPROVAL_NO', 'WORKS_ID', 'GW_WORK_NO', 'WORK_TYPE', 'LICENSED_PURPOSES', 'WORK_STATUS']);
      expect(typeof feature.geometry?.x).toBe('number');
    }
  });

  it('includes the approval itself when not excluded', async () => {
    const { body } = await query('works/MapServer/0', { where: "approval_no = '80wa712345'", outFields: 'WORKS_ID', returnGeometry: 'false' });
    expect(body.features).toHaveLength(4);
    expect(body.features[0]).toEqual({ attributes: { OBJECTID: expect.any(Number), WORKS_ID: expect.any(String) } });
  });
});

describe('monitoring stations layer (MapServer/1)', () => {
  it('answers every station in the extent with its coordinates, also as GeoJSON', async () => {
    const envelope = JSON.stringify({ xmin: 149.3, ymin: -30.7, xmax: 150.2, ymax: -30.0, spatialReference: { wkid: 4326 } });
    const { body } = await query('works/MapServer/1', { where: '1=1', geometry: envelope, outFields: '*' });
    expect(body.features.length).toBeGreaterThan(0);
    const first = body.features[0]?.attributes ?? {};
    expect(Object.keys(first)).toEqual(['OBJECTID', 'STATION', 'PARENT', 'STNAME', 'LATITUDE', 'LONGITUDE']);
    const geo = await t.app.inject({ method: 'GET', url: `/service/maps/works/MapServer/1/query?where=1%3D1&geometry=${encodeURIComponent(envelope)}&f=geojson` });
    const collection = geo.json<{ type: string; features: { geometry: { type: string; coordinates: number[] } }[] }>();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(body.features.length);
    expect(collection.features[0]?.geometry.coordinates).toEqual([first.LONGITUDE, first.LATITUDE]);
  });
});

describe('cadastre lots layer (cadastre/MapServer/0)', () => {
  const metreEast = () => 1 / (111_320 * Math.cos((work.latitude * Math.PI) / 180));

  it('finds the lot containing a point: the approved lot, and the neighbour 30 m east', async () => {
    const at = await query('cadastre/MapServer/0', { geometry: `${work.longitude},${work.latitude}`, geometryType: 'esriGeometryPoint', outFields: 'lotidstring' });
    expect(at.body.features.map((f) => f.attributes.lotidstring)).toEqual([work.lot_dp]);
    const east = await query('cadastre/MapServer/0', { geometry: JSON.stringify({ x: work.longitude + 30 * metreEast(), y: work.latitude }), outFields: 'lotidstring' });
    expect(east.body.features).toHaveLength(1);
    expect(east.body.features[0]?.attributes.lotidstring).not.toBe(work.lot_dp);
  });

  it('finds a lot by lotidstring with its polygon, and lots within 1000 m of a point', async () => {
    const { body } = await query('cadastre/MapServer/0', { where: `lotidstring = '${work.lot_dp}'`, outFields: '*' });
    expect(body.features).toHaveLength(1);
    expect(body.features[0]?.geometry?.rings?.[0]?.length).toBe(5);
    const near = await query('cadastre/MapServer/0', { geometry: `${work.longitude},${work.latitude}`, distance: '1000', units: 'esriSRUnit_Meter', outFields: 'lotidstring', returnGeometry: 'false' });
    expect(near.body.features.length).toBeGreaterThanOrEqual(12);
  });

  it('answers nothing far from any lot', async () => {
    const { body } = await query('cadastre/MapServer/0', { geometry: '141.2,-36.9' });
    expect(body.features).toEqual([]);
  });
});

describe('ArcGIS errors', () => {
  it.each([
    ['an injection attempt', { where: "1=1; drop table map_works" }],
    ['an unknown field', { where: "NOPE = 'x'" }],
    ['an OR clause', { where: "WORK_STATUS = 'I' OR 1=1" }],
    ['another spatial reference', { geometry: '1,2,3,4', inSR: '2193' }],
    ['a bad format', { f: 'html' }],
  ])('refuses %s with the ArcGIS error shape, with HTTP 200 as ArcGIS Server answers f=json', async (_label, params) => {
    const { status, body } = await query('works/MapServer/0', params);
    expect(status).toBe(200);
    expect(body.error).toEqual({ code: 400, message: 'Unable to complete operation.', details: [expect.any(String)] });
  });

  it.each([
    ['an unknown field', { where: "NOPE = 'x'" }],
    ['another spatial reference', { geometry: '1,2,3,4', inSR: '2193' }],
  ])('refuses %s for f=geojson with the ArcGIS error shape and HTTP 400', async (_label, params) => {
    const { status, body } = await query('works/MapServer/0', { ...params, f: 'geojson' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 400, message: 'Unable to complete operation.', details: [expect.any(String)] });
  });

  it('keeps the table after an injection attempt', async () => {
    const { body } = await query('works/MapServer/0', { where: '1=1', resultRecordCount: '1' });
    expect(body.features).toHaveLength(1);
  });
});
