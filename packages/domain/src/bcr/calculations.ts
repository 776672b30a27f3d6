import { round2 } from './numeric';

type N = number | null | undefined;
const known = (v: N): v is number => typeof v === 'number' && Number.isFinite(v);

/** Water bearing zone thickness = to minus from, 2 decimals. */
export function thickness(from: N, to: N): number | null {
  return known(from) && known(to) ? round2(to - from) : null;
}

/** Cumulative yield: running sum of individual yields (a blank counts as 0). */
export function cumulativeYields(yields: readonly N[]): number[] {
  let sum = 0;
  return yields.map((y) => {
    sum = round2(sum + (known(y) ? y : 0));
    return sum;
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
