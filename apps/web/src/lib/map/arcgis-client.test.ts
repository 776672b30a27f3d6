import { afterEach, describe, expect, it, vi } from 'vitest';
import { countWorks, findLotAt, findLotsByLotDp, findLotsNear, queryWorks } from './arcgis-client';

const lot = {
  type: 'Feature',
  id: 1,
  properties: { objectid: 1, lotidstring: '6//DP750033', lotnumber: '6', sectionnumber: '', planlabel: 'DP750033' },
  geometry: { type: 'Polygon', coordinates: [[[148.5, -32.3], [148.51, -32.3], [148.51, -32.31], [148.5, -32.3]]] },
};

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calledWith = (fetchMock: ReturnType<typeof answer>) => new URL(String(fetchMock.mock.calls[0]?.[0 as never]), 'http://x');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('arcgis-client', () => {
  it('asks the works layer for Installed works of other approvals in the extent', async () => {
    const fetchMock = answer({ type: 'FeatureCollection', features: [] });
    expect(await queryWorks([148.5, -32.4, 148.6, -32.3], "80WA'712345")).toEqual({ features: [], exceeded: false });
    const url = calledWith(fetchMock);
    expect(url.pathname).toBe('/service/maps/works/MapServer/0/query');
    expect(url.searchParams.get('where')).toBe("APPROVAL_NO <> '80WA''712345' AND WORK_STATUS = 'I'");
    expect(url.searchParams.get('geometry')).toBe('148.5,-32.4,148.6,-32.3');
    expect(url.searchParams.get('geometryType')).toBe('esriGeometryEnvelope');
    expect(url.searchParams.get('f')).toBe('geojson');
    expect(url.searchParams.get('resultRecordCount')).toBe('1000');
  });

  it('says when more works match than were returned', async () => {
    answer({ type: 'FeatureCollection', features: [], properties: { exceededTransferLimit: true } });
    expect(await queryWorks([148.5, -32.4, 148.6, -32.3], null, 10)).toEqual({ features: [], exceeded: true });
  });

  it('counts the works layer in an envelope with the same filter (Esri JSON count)', async () => {
    const fetchMock = answer({ count: 42 });
    expect(await countWorks([148.5, -32.4, 148.6, -32.3], null)).toBe(42);
    const url = calledWith(fetchMock);
    expect(url.searchParams.get('where')).toBe("WORK_STATUS = 'I'");
    expect(url.searchParams.get('returnCountOnly')).toBe('true');
    expect(url.searchParams.get('f')).toBe('json');
    expect(url.searchParams.get('geometry')).toBe('148.5,-32.4,148.6,-32.3');
  });

  it('finds the lot containing a point and lots within 1000 m', async () => {
    const fetchMock = answer({ type: 'FeatureCollection', features: [lot] });
    expect((await findLotAt({ latitude: -32.3, longitude: 148.5 }))?.properties.lotidstring).toBe('6//DP750033');
    expect(calledWith(fetchMock).searchParams.get('geometry')).toBe('148.5,-32.3');
    await findLotsNear({ latitude: -32.3, longitude: 148.5 });
    const near = new URL(String(fetchMock.mock.calls[1]?.[0 as never]), 'http://x');
    expect([near.searchParams.get('distance'), near.searchParams.get('units')]).toEqual(['1000', 'esriSRUnit_Meter']);
  });

  it('searches a whole plan when the lot is blank', async () => {
    const fetchMock = answer({ type: 'FeatureCollection', features: [] });
    await findLotsByLotDp('//DP750033');
    expect(calledWith(fetchMock).searchParams.get('where')).toBe("planlabel = 'DP750033'");
  });

  it('logs a failure and yields null (ArcGIS error body or HTTP error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer({ error: { code: 400, message: 'Unable to complete operation.', details: ['bad'] } });
    expect(await findLotsNear({ latitude: -32.3, longitude: 148.5 })).toBeNull();
    answer({}, 500);
    expect(await findLotAt({ latitude: -32.3, longitude: 148.5 })).toBeNull();
    // An answer that does not match the layer's contract is a failure too, not a half-drawn map.
    answer({ type: 'FeatureCollection', features: [{ ...lot, properties: { objectid: 1 } }] });
    expect(await findLotAt({ latitude: -32.3, longitude: 148.5 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
