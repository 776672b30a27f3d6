import { countCells, WORKS_LAYER_VIEW, type BBox, type CountCell, type LatLng } from '@driller/domain';
import { countWorks, queryWorks, type WorkFeature } from './arcgis-client';

/** A grid square with works in it, and where its bubble goes: the middle of the part in view. */
export interface CellCount {
  cell: CountCell;
  count: number;
  at: LatLng;
}

/** The production bores layer as the view shows it: the works themselves, or how many per square. */
export type WorksView = { kind: 'features'; features: WorkFeature[] } | { kind: 'counts'; cells: CellCount[] };

// A square's count is asked once for a few minutes: panning back, zooming out and in again, or the
// second map of the form reuse it (docs/decisions.md "Works layer: counts at low zoom").
const COUNT_TTL_MS = 5 * 60_000;
const COUNT_CACHE_SIZE = 500;
const counts = new Map<string, { count: number; at: number }>();

/** Forgets every remembered count (tests start from an empty cache). */
export function forgetWorkCounts(): void {
  counts.clear();
}

async function cellCount(cell: CountCell, approvalNumber: string | null | undefined): Promise<number | null> {
  const key = `${approvalNumber ?? ''}|${cell.key}`;
  const known = counts.get(key);
  if (known && Date.now() - known.at < COUNT_TTL_MS) return known.count;
  const count = await countWorks(cell.bbox, approvalNumber);
  // A failure is not remembered: the next view asks again.
  if (count === null) return null;
  counts.delete(key);
  counts.set(key, { count, at: Date.now() });
  const oldest = counts.keys().next();
  if (counts.size > COUNT_CACHE_SIZE && !oldest.done) counts.delete(oldest.value);
  return count;
}

/** The middle of the part of `box` inside `view` (a square half out of view keeps its bubble in view). */
export function visibleMiddle(box: BBox, view: BBox): LatLng {
  const west = Math.max(box[0], view[0]);
  const east = Math.min(box[2], view[2]);
  const south = Math.max(box[1], view[1]);
  const north = Math.min(box[3], view[3]);
  return { longitude: (west + east) / 2, latitude: (south + north) / 2 };
}

/** One count per grid square of the view, in parallel; a square whose count failed shows nothing. */
async function countsView(extent: BBox, zoom: number, approvalNumber: string | null | undefined): Promise<WorksView | null> {
  const cells = countCells(extent, zoom);
  const answers = await Promise.all(cells.map((cell) => cellCount(cell, approvalNumber)));
  if (answers.every((count) => count === null)) return null;
  const shown = cells.flatMap((cell, i) => {
    const count = answers[i] ?? 0;
    return count > 0 ? [{ cell, count, at: visibleMiddle(cell.bbox, extent) }] : [];
  });
  return { kind: 'counts', cells: shown };
}

/**
 * The production bores of a view: below WORKS_LAYER_VIEW.featuresMinZoom the count per grid square;
 * from it the works, unless more than featureLimit match (then counts: never an arbitrary subset,
 * clustered as if it were all). Null when the service failed (spec 1: failures are swallowed).
 */
export async function loadWorksView(extent: BBox, zoom: number, approvalNumber: string | null | undefined): Promise<WorksView | null> {
  if (zoom >= WORKS_LAYER_VIEW.featuresMinZoom) {
    const answer = await queryWorks(extent, approvalNumber);
    if (!answer) return null;
    if (!answer.exceeded) return { kind: 'features', features: answer.features };
  }
  return countsView(extent, zoom, approvalNumber);
}
