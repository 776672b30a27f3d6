import { invalidParameter } from './arcgis-error';

/** The spatial references a query's geometry may come in: WGS84 degrees, or Web Mercator metres (Esri's basemaps). */
export type InputSR = 'wgs84' | 'webMercator';

const WGS84_WKIDS = new Set([4326]);
const WEB_MERCATOR_WKIDS = new Set([3857, 102100, 102113, 900913]);
const EARTH_RADIUS_M = 6378137;

/** A wkid from `4326`, `{"wkid":4326}` or `{"wkid":102100,"latestWkid":3857}` (text or already parsed). */
function wkidOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null) {
    const { wkid, latestWkid } = value as { wkid?: unknown; latestWkid?: unknown };
    return Number(latestWkid ?? wkid);
  }
  const text = String(value).trim();
  if (!text.startsWith('{')) return Number(text);
  try {
    return wkidOf(JSON.parse(text) as unknown);
  } catch {
    return Number.NaN;
  }
}

/** The input spatial reference named by `value`; undefined when absent; refused when not served. */
export function inputSR(name: string, value: unknown): InputSR | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const wkid = wkidOf(value);
  if (WGS84_WKIDS.has(wkid)) return 'wgs84';
  if (WEB_MERCATOR_WKIDS.has(wkid)) return 'webMercator';
  throw invalidParameter(`'${name}' parameter is invalid: only 4326 and 3857 (102100) are served`);
}

/** The answer is always in WGS84: any other `outSR` is refused, never ignored. */
export function checkOutSR(value: string | undefined): void {
  if (value === undefined || value.trim() === '') return;
  if (!WGS84_WKIDS.has(wkidOf(value))) throw invalidParameter(`'outSR' parameter is invalid: only 4326 is served`);
}

/** A coordinate pair in WGS84 degrees (spherical Web Mercator inverse for metres). */
export function toWgs84(sr: InputSR, x: number, y: number): [number, number] {
  if (sr === 'wgs84') return [x, y];
  const longitude = (x / EARTH_RADIUS_M) * (180 / Math.PI);
  const latitude = (2 * Math.atan(Math.exp(y / EARTH_RADIUS_M)) - Math.PI / 2) * (180 / Math.PI);
  return [longitude, latitude];
}
