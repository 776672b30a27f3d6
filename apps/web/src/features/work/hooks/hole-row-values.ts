import type { MonitoringHoleRow } from '@driller/domain';

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const coordinate = (v: unknown): string | number | null => (typeof v === 'string' || typeof v === 'number' ? v : null);

/** The hole fields the rules read, from the form's values (strings while typed) or a loaded hole. */
export interface HoleFields {
  actualLatitude?: unknown;
  actualLongitude?: unknown;
  driller?: unknown;
  workName?: string | null;
  holeType?: unknown;
  noOfPipes?: unknown;
}

export const holeRowOf = (h: HoleFields): MonitoringHoleRow => ({
  actualLatitude: coordinate(h.actualLatitude),
  actualLongitude: coordinate(h.actualLongitude),
  driller: numberOrNull(h.driller),
  workName: h.workName ?? null,
  holeType: numberOrNull(h.holeType),
  noOfPipes: numberOrNull(h.noOfPipes),
});
