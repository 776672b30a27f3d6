import { exactDifference, toUnits } from '../common/decimal';
import { round2 } from './numeric';

type N = number | null | undefined;
const known = (v: N): v is number => typeof v === 'number' && Number.isFinite(v);

/** Water bearing zone thickness = to minus from, 2 decimals. */
export function thickness(from: N, to: N): number | null {
  return known(from) && known(to) ? exactDifference(to, from) : null;
}

/** Cumulative yield: running sum of individual yields (a blank counts as 0). */
export function cumulativeYields(yields: readonly N[]): number[] {
  // Summed in hundredths, so a long column of yields never drifts (0.1 + 0.2 is 0.3, not 0.30000000000000004).
  let hundredths = 0;
  return yields.map((y) => {
    hundredths += known(y) ? toUnits(y) : 0;
    return hundredths / 100;
  });
}

/** Sieve analysis "no" (0) clears the modal grain size. */
export function sieveModalGrain<T>(sieveAnalysis: N, modalGrain: T): T | null {
  return sieveAnalysis === 0 ? null : modalGrain;
}

export interface Diameters {
  od: number | null;
  wallThickness: number | null;
  id: number | null;
}

/** Of OD, wall thickness and ID, fills the one missing from the other two. */
export function fillDiameters(d: Diameters): Diameters {
  const { od, wallThickness: wall, id } = d;
  if (known(od) && known(id) && !known(wall)) return { od, id, wallThickness: round2((od - id) / 2) };
  if (known(od) && known(wall) && !known(id)) return { od, wallThickness: wall, id: round2(od - 2 * wall) };
  if (known(id) && known(wall) && !known(od)) return { id, wallThickness: wall, od: round2(id + 2 * wall) };
  return d;
}
