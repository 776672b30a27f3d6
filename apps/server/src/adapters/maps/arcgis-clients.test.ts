import {
  getLayer,
  queryAllFeatures,
  queryFeatures,
  type IQueryFeaturesOptions,
  type IQueryFeaturesResponse,
  type IQueryResponse,
} from '@esri/arcgis-rest-feature-service';
import { ArcGISRequestError, type IExtent } from '@esri/arcgis-rest-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEnvelope } from '@driller/domain';
import { createListeningApp, type ListeningApp } from '../../../test/listening-app';

// Issue 13: ArcGIS Pro, QGIS and Esri's own libraries query the embedded stand-in as they query NSW's
// services. These drive it over HTTP with Esri's REST client (@esri/arcgis-rest-feature-service).
let t: ListeningApp;
let works: string;
let lots: string;
let installed: number[];
let around: IExtent;
beforeAll(async () => {
  t = await createListeningApp();
  works = `${t.baseUrl}/service/maps/works/MapServer/0`;
  lots = `${t.baseUrl}/service/maps/cadastre/MapServer/0`;
  const rows = await t.db.selectFrom('map_works').select('objectid').where('work_status', '=', 'I').orderBy('objectid').execute();
  installed = rows.map((r) => r.objectid);
  const work = await t.db.selectFrom('approval_works').select(['latitude', 'longitude']).where('approval_number', '=', '80WA712345').orderBy('id').executeTakeFirstOrThrow();
  const [xmin, ymin, xmax, ymax] = searchEnvelope({ latitude: work.latitude, longitude: work.longitude }, 3000);
  around = { xmin, ymin, xmax, ymax };
});
afterAll(async () => t.close());

const INSTALLED = "WORK_STATUS = 'I'";
const idsOf = (answer: IQueryFeaturesResponse | IQueryResponse) =>
  ((answer as IQueryFeaturesResponse).features ?? []).map((f) => Number(f.attributes.OBJECTID));

/** Spherical Web Mercator metres of a WGS84 position (what an Esri map on a basemap sends). */
const mercator = (longitude: number, latitude: number) => ({
  x: (longitude * Math.PI * 6378137) / 180,
  y: Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * 6378137,
});

describe('Esri REST client: layer description and standard query parameters', () => {
  it('reads the layer description at <layer>?f=json (the client POSTs it) and by GET', async () => {
    const layer = await getLayer({ url: works });
    expect(await getLayer({ url: works, httpMethod: 'GET' })).toEqual(layer);
    expect(layer).toMatchObject({ type: 'Feature Layer', objectIdField: 'OBJECTID', geometryType: 'esriGeometryPoint', maxRecordCount: 2000 });
    expect(layer.fields?.map((f) => f.name)).toEqual(expect.arrayContaining(['OBJECTID', 'APPROVAL_NO', 'WORK_STATUS']));
  });

  it('answers returnCountOnly with the count of the matching features', async () => {
    const answer = await queryFeatures({ url: works, where: INSTALLED, returnCountOnly: true });
    expect(answer).toEqual({ count: installed.length });
    expect(installed.length).toBeGreaterThan(2);
  });

  it('answers returnIdsOnly with the object ids of the matching features', async () => {
    const answer = (await queryFeatures({ url: works, where: INSTALLED, returnIdsOnly: true })) as IQueryResponse;
    expect(answer.objectIdFieldName).toBe('OBJECTID');
    expect([...(answer.objectIds ?? [])].sort((a, b) => a - b)).toEqual(installed);
  });

  it('filters by objectIds and orders by orderByFields', async () => {
    const chosen = installed.slice(0, 3);
    const answer = await queryFeatures({ url: works, objectIds: chosen, orderByFields: 'OBJECTID DESC', outFields: ['OBJECTID', 'WORK_STATUS'] });
    expect(idsOf(answer)).toEqual([...chosen].reverse());
  });

  it('pages with resultOffset in the asked order (queryAllFeatures reads the description, then pages)', async () => {
    const pageSize = Math.ceil(installed.length / 3);
    const all = (await queryAllFeatures({ url: works, where: INSTALLED, resultRecordCount: pageSize, outFields: ['OBJECTID'], orderByFields: 'OBJECTID' })) as IQueryFeaturesResponse;
    expect(idsOf(all)).toEqual(installed);
  });

  it('honours an envelope whose spatial reference is inside the geometry, in degrees or Web Mercator metres', async () => {
    const inDegrees = await queryFeatures({ url: works, geometry: { ...around, spatialReference: { wkid: 4326 } }, geometryType: 'esriGeometryEnvelope', outFields: ['OBJECTID'] });
    const low = mercator(around.xmin, around.ymin);
    const high = mercator(around.xmax, around.ymax);
    const metres: IExtent = { xmin: low.x, ymin: low.y, xmax: high.x, ymax: high.y, spatialReference: { wkid: 102100, latestWkid: 3857 } };
    const inMetres = await queryFeatures({
      url: works,
      geometry: metres,
      geometryType: 'esriGeometryEnvelope',
      outFields: ['OBJECTID'],
    });
    expect(idsOf(inDegrees).length).toBeGreaterThanOrEqual(2);
    expect(idsOf(inMetres).sort()).toEqual(idsOf(inDegrees).sort());
  });

  it('answers the same query sent as a form POST, as the client does past 2,000 characters of URL', async () => {
    const get = await queryFeatures({ url: works, where: INSTALLED, outFields: ['OBJECTID'], orderByFields: 'OBJECTID' });
    const post = await queryFeatures({ url: works, where: INSTALLED, outFields: ['OBJECTID'], orderByFields: 'OBJECTID', httpMethod: 'POST' });
    expect(idsOf(post)).toEqual(idsOf(get));
    // A long objectIds list: the client switches to POST by itself.
    const some = installed.slice(0, 300);
    const many = [...some, ...Array.from({ length: 500 }, (_v, i) => 900_000 + i)];
    const long = await queryFeatures({ url: works, objectIds: many, outFields: ['OBJECTID'], orderByFields: 'OBJECTID' });
    expect(idsOf(long)).toEqual(some);
  });

  it('puts exceededTransferLimit under properties in GeoJSON', async () => {
    const answer = (await queryFeatures({ url: works, where: INSTALLED, resultRecordCount: 1, f: 'geojson' })) as unknown as {
      type: string;
      features: unknown[];
      properties?: { exceededTransferLimit?: boolean };
    };
    expect(answer.type).toBe('FeatureCollection');
    expect(answer.features).toHaveLength(1);
    expect(answer.properties?.exceededTransferLimit).toBe(true);
  });

  it('counts the lots an envelope really touches (the exact test, not only the boxes)', async () => {
    const features = await queryFeatures({ url: lots, geometry: around, geometryType: 'esriGeometryEnvelope', outFields: ['objectid'], returnGeometry: false });
    const count = await queryFeatures({ url: lots, geometry: around, geometryType: 'esriGeometryEnvelope', returnCountOnly: true });
    const touched = (features as IQueryFeaturesResponse).features.length;
    expect(touched).toBeGreaterThan(0);
    expect(count).toEqual({ count: touched });
  });
});

describe('Esri REST client: errors in ArcGIS form', () => {
  it.each<[string, Omit<IQueryFeaturesOptions, 'url'>]>([
    ['an unknown field', { where: "NOPE = 'x'" }],
    ['an unknown order field', { orderByFields: 'NOPE DESC' }],
    ['a parameter the layer does not serve', { returnExtentOnly: true }],
    ['statistics', { outStatistics: [{ statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'n' }] }],
  ])('refuses %s with an ArcGIS error the client raises', async (_label, options) => {
    const failure = await queryFeatures({ url: works, ...options }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArcGISRequestError);
    expect(failure).toMatchObject({ code: 400, originalMessage: 'Unable to complete operation.' });
  });
});
