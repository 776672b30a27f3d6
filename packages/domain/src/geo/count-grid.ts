import type { LatLng } from './coordinates';
import type { BBox } from './spatial';

/**
 * How the map shows the production bores (works layer): below `featuresMinZoom` as counts per square of
 * a grid, from it as the works themselves, unless more than `featureLimit` match the view (then counts
 * again). docs/decisions.md "Works layer: counts at low zoom".
 */
export const WORKS_LAYER_VIEW = {
  featuresMinZoom: 13,
  featureLimit: 1000,
  /** A grid square is 512 screen pixels: one tile of the zoom above, so a square splits into four one zoom in. */
  cellPx: 512,
} as const;

/** One square of the count grid at a zoom: `key` names it across views (a cache key). */
export interface CountCell {
  key: string;
  zoom: number;
  /** Half-open: the east and north edges stop 1e-7 degrees short of the next square's. */
  bbox: BBox;
  centre: LatLng;
}

const TILE_PX = 256;
// Web Mercator (EPSG:3857, Leaflet's CRS) ends here.
const MAX_LATITUDE = 85.0511287798;

const clampLatitude = (latitude: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
const tileX = (longitude: number, n: number) => ((longitude + 180) / 360) * n;
function tileY(latitude: number, n: number): number {
  const r = (clampLatitude(latitude) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
}
const longitudeOf = (x: number, n: number) => (x / n) * 360 - 180;
const latitudeOf = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

// Edges to 7 decimals (1 cm): short URLs. Stored coordinates have 6, so none falls in the 1e-7 gap
// below a square's east or north edge, and a work on a shared edge is counted once.
const edge = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
const justBelow = (degrees: number) => (Math.round(degrees * 1e7) - 1) / 1e7;
const tileIndex = (value: number, n: number) => Math.min(n - 1, Math.max(0, Math.floor(value)));

/** The squares of the count grid at `zoom` that meet the view (west-to-east rows, north first). */
export function countCells(view: BBox, zoom: number, cellPx: number = WORKS_LAYER_VIEW.cellPx): CountCell[] {
  const level = Math.max(0, Math.floor(zoom) - Math.round(Math.log2(cellPx / TILE_PX)));
  const n = 2 ** level;
  const [west, south, east, north] = view;
  const cells: CountCell[] = [];
  for (let y = tileIndex(tileY(north, n), n); y <= tileIndex(tileY(south, n), n); y += 1) {
    for (let x = tileIndex(tileX(west, n), n); x <= tileIndex(tileX(east, n), n); x += 1) {
      const bbox: BBox = [edge(longitudeOf(x, n)), edge(latitudeOf(y + 1, n)), justBelow(longitudeOf(x + 1, n)), justBelow(latitudeOf(y, n))];
      const centre = { longitude: longitudeOf(x + 0.5, n), latitude: latitudeOf(y + 0.5, n) };
      cells.push({ key: `${level}/${x}/${y}`, zoom: Math.floor(zoom), bbox, centre });
    }
  }
  return cells;
}
