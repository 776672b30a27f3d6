import { countCells, type BBox } from '@driller/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWorkCounts, loadWorksView, visibleMiddle } from './works-view';

// About 1000 x 1400 px at zoom 9 over Moree: twelve 512 px squares.
const WIDE: BBox = [149.2, -31.1, 151.9, -28.1];
// About 1000 x 1400 px at zoom 13.
const NEAR: BBox = [149.8, -29.5, 149.97, -29.3];
const work = (id: number) => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [149.85, -29.4] },
  properties: { OBJECTID: id, APPROVAL_NO: '90WA100001', WORKS_ID: String(id), GW_WORK_NO: null, WORK_TYPE: 'Bore', LICENSED_PURPOSES: 'Stock', WORK_STATUS: 'I' },
});

type Answer = (url: URL) => unknown;
function serve(answer: Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = answer(new URL(String(input), 'http://x'));
    return body === 500 ? new Response('{}', { status: 500 }) : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://x'));
}
/** Each square's count from its west edge, so an answer says which square was asked. */
const countByWest = (url: URL) => ({ count: Math.round(Number(url.searchParams.get('geometry')?.split(',')[0]) * 10) % 7 });

beforeEach(() => {
  forgetWorkCounts();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadWorksView', () => {
  it('below zoom 13 asks one count per grid square, with the layer filter, and no features', async () => {
    const urls = serve(countByWest);
    const view = await loadWorksView(WIDE, 9, "80WA'712345");
    const asked = urls();
    expect(asked).toHaveLength(12);
    for (const url of asked) {
      expect(url.pathname).toBe('/service/maps/works/MapServer/0/query');
      expect(url.searchParams.get('returnCountOnly')).toBe('true');
      expect(url.searchParams.get('f')).toBe('json');
      expect(url.searchParams.get('where')).toBe("APPROVAL_NO <> '80WA''712345' AND WORK_STATUS = 'I'");
      expect(url.searchParams.get('outFields')).toBeNull();
    }
    expect(asked.map((u) => u.searchParams.get('geometry'))).toEqual(countCells(WIDE, 9).map((c) => c.bbox.join(',')));
    if (view?.kind !== 'counts') throw new Error('expected counts');
    // Squares without works show nothing.
    expect(view.cells.every((c) => c.count > 0)).toBe(true);
    expect(view.cells.length).toBeLessThan(12);
  });

  it('asks only the squares it has not counted yet when the view moves', async () => {
    const urls = serve(countByWest);
    await loadWorksView(WIDE, 9, null);
    const east: BBox = [WIDE[0] + 1.5, WIDE[1], WIDE[2] + 1.5, WIDE[3]];
    await loadWorksView(east, 9, null);
    const fresh = countCells(east, 9).filter((c) => !countCells(WIDE, 9).some((w) => w.key === c.key));
    expect(fresh.length).toBeGreaterThan(0);
    expect(urls().slice(12).map((u) => u.searchParams.get('geometry'))).toEqual(fresh.map((c) => c.bbox.join(',')));
    // Another approval's filter is another count.
    await loadWorksView(east, 9, '80WA712345');
    expect(urls()).toHaveLength(12 + fresh.length + countCells(east, 9).length);
  });

  it('from zoom 13 fetches at most 1000 works and shows them', async () => {
    const urls = serve(() => ({ type: 'FeatureCollection', features: [work(1), work(2)] }));
    const view = await loadWorksView(NEAR, 13, null);
    expect(view?.kind === 'features' && view.features.map((f) => f.properties.OBJECTID)).toEqual([1, 2]);
    const [asked] = urls();
    expect(urls()).toHaveLength(1);
    expect(asked?.searchParams.get('f')).toBe('geojson');
    expect(asked?.searchParams.get('resultRecordCount')).toBe('1000');
    expect(asked?.searchParams.get('outFields')).toBe('OBJECTID,APPROVAL_NO,WORKS_ID,GW_WORK_NO,WORK_TYPE,LICENSED_PURPOSES,WORK_STATUS');
  });

  it('shows counts instead of a partial set when more works match than the limit', async () => {
    const urls = serve((url) =>
      url.searchParams.get('returnCountOnly') === 'true'
        ? { count: 700 }
        : { type: 'FeatureCollection', features: [work(1)], properties: { exceededTransferLimit: true } },
    );
    const view = await loadWorksView(NEAR, 13, null);
    if (view?.kind !== 'counts') throw new Error('expected counts');
    expect(view.cells.map((c) => c.count)).toEqual(countCells(NEAR, 13).map(() => 700));
    expect(urls().filter((u) => u.searchParams.get('returnCountOnly') === 'true')).toHaveLength(countCells(NEAR, 13).length);
  });

  it('swallows failures: a failed square shows nothing, and is asked again next time', async () => {
    const failing = countCells(WIDE, 9)[0]?.bbox.join(',');
    const urls = serve((url) => (url.searchParams.get('geometry') === failing ? 500 : { count: 3 }));
    const view = await loadWorksView(WIDE, 9, null);
    expect(view?.kind === 'counts' && view.cells.length).toBe(11);
    await loadWorksView(WIDE, 9, null);
    expect(urls().slice(12).map((u) => u.searchParams.get('geometry'))).toEqual([failing]);
  });

  it('yields null when the service fails (nothing drawn)', async () => {
    serve(() => 500);
    expect(await loadWorksView(WIDE, 9, null)).toBeNull();
    expect(await loadWorksView(NEAR, 14, null)).toBeNull();
    // An ArcGIS error body (HTTP 200, f=json) is a failure too.
    serve(() => ({ error: { code: 400, message: 'Unable to complete operation.', details: [] } }));
    expect(await loadWorksView(WIDE, 9, null)).toBeNull();
  });
});

describe('visibleMiddle', () => {
  it('puts the bubble of a square half out of view in the middle of the visible half', () => {
    expect(visibleMiddle([148, -30, 150, -28], [149, -31, 152, -27])).toEqual({ longitude: 149.5, latitude: -29 });
    expect(visibleMiddle([148, -30, 150, -28], [140, -40, 160, -20])).toEqual({ longitude: 149, latitude: -29 });
  });
});
