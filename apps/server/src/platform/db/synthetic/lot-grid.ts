import { NSW_BOUNDS, formatLotDp, roundCoordinate, type LatLng } from '@driller/domain';
import type { Polygon } from 'geojson';

/**
 * A property's cadastre: a grid of rectangular lots sharing one deposited plan. Works sit in the
 * western three columns, each 15 m west of its lot's east boundary, so a pin dropped 30 m east of an
 * approved point lands in the neighbouring lot (and one dropped 30 m west stays in the same lot).
 */
export const LOT_GRID = { columns: 4, rows: 3, workColumns: 3, edgeOffsetM: 15 } as const;

export interface SeedLot {
  lotidstring: string;
  lotNumber: string;
  sectionNumber: string;
  planLabel: string;
  areaM2: number;
  geometry: Polygon;
}

export interface LotGrid {
  lots: SeedLot[];
  /** The lot and approved point of the k-th work of the property (k below workColumns x rows). */
  workSite(k: number, jitter: number): { lot: SeedLot; point: LatLng };
}

const M_PER_DEG_LAT = 111_132;
const mPerDegLon = (latitude: number): number => 111_320 * Math.cos((latitude * Math.PI) / 180);

// Centre lot first, then around it: the first works of every approval sit in the middle of the property.
const WORK_CELLS: readonly (readonly [number, number])[] = [
  [1, 1], [1, 0], [1, 2], [0, 1], [2, 1], [0, 0], [2, 0], [0, 2], [2, 2],
];

export interface GridOptions {
  /** South-west corner of the property. */
  origin: LatLng;
  lotWidthM: number;
  lotHeightM: number;
  plan: string;
  section: string;
  firstLot: number;
}

export function lotGrid({ origin, lotWidthM, lotHeightM, plan, section, firstLot }: GridOptions): LotGrid {
  const dLat = lotHeightM / M_PER_DEG_LAT;
  const dLon = lotWidthM / mPerDegLon(origin.latitude);
  const cell = (row: number, column: number): SeedLot => {
    const west = origin.longitude + column * dLon;
    const south = origin.latitude + row * dLat;
    const ring = [
      [west, south], [west + dLon, south], [west + dLon, south + dLat], [west, south + dLat], [west, south],
    ].map(([x, y]) => [roundCoordinate(x ?? 0), roundCoordinate(y ?? 0)]);
    const lotNumber = String(firstLot + row * LOT_GRID.columns + column);
    return {
      lotidstring: formatLotDp({ lot: lotNumber, section, plan }),
      lotNumber,
      sectionNumber: section,
      planLabel: `DP${plan}`,
      areaM2: Math.round(lotWidthM * lotHeightM),
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  };
  const lots: SeedLot[] = [];
  for (let row = 0; row < LOT_GRID.rows; row++) for (let column = 0; column < LOT_GRID.columns; column++) lots.push(cell(row, column));

  return {
    lots,
    workSite(k, jitter) {
      const [row, column] = WORK_CELLS[k % WORK_CELLS.length] ?? [1, 1];
      const lot = lots[row * LOT_GRID.columns + column];
      if (!lot) throw new Error(`no lot at ${row},${column}`);
      const east = origin.longitude + (column + 1) * dLon;
      const south = origin.latitude + row * dLat;
      const point = {
        longitude: roundCoordinate(east - LOT_GRID.edgeOffsetM / mPerDegLon(origin.latitude)),
        latitude: roundCoordinate(south + dLat * (0.5 + jitter * 0.3)),
      };
      return { lot, point };
    },
  };
}

/** Keeps a property's south-west corner far enough inside NSW for the whole grid. */
export function clampOrigin(at: LatLng, margin = 0.05): LatLng {
  return {
    latitude: Math.min(Math.max(at.latitude, NSW_BOUNDS.minLatitude + margin), NSW_BOUNDS.maxLatitude - margin),
    longitude: Math.min(Math.max(at.longitude, NSW_BOUNDS.minLongitude + margin), NSW_BOUNDS.maxLongitude - margin),
  };
}
