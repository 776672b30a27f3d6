import {
  distanceMetres,
  locationWarnings,
  validateLocationSave,
  type Issue,
  type WorkSaveParsed,
} from '@driller/domain';
import { approvalCopy } from '../record/work-approval';
import type { WorkValues } from '../record/work.repository';
import type { WorkSaveContext } from './work-save-context';

type Point = { latitude: number; longitude: number };

const pointOf = (lat: number | null | undefined, lng: number | null | undefined): Point | null =>
  lat === null || lat === undefined || lng === null || lng === undefined
    ? null
    : { latitude: lat, longitude: lng };

/** The approved position: the register's copy when the save verified one, else the stored one. */
function approvedOf({ approval, existing }: WorkSaveContext): { point: Point | null; lotNo: string | null } {
  const copy = approval ? approvalCopy(approval) : null;
  const lat = copy?.approved_latitude ?? existing?.approved_latitude ?? null;
  const lng = copy?.approved_longitude ?? existing?.approved_longitude ?? null;
  return { point: pointOf(lat, lng), lotNo: copy?.lot_no ?? existing?.lot_no ?? null };
}

export type LocationPart = Pick<WorkSaveParsed, 'actualLatitude' | 'actualLongitude' | 'actualLotNo'>;

/**
 * The actual location page save (spec 1 section 5 "Actual location"): the domain's location rules, the
 * distance to the approved position and the warnings to confirm (far from approved, other Lot/DP).
 */
export function planLocation(
  part: LocationPart,
  ctx: WorkSaveContext,
): { issues: Issue[]; values: Partial<WorkValues> } {
  const lat = part.actualLatitude ?? null;
  const lng = part.actualLongitude ?? null;
  const actual = pointOf(lat, lng);
  const approved = approvedOf(ctx);
  const distance = actual && approved.point ? distanceMetres(approved.point, actual) : null;
  const issues = validateLocationSave({
    actualLatitude: lat,
    actualLongitude: lng,
    roleId: ctx.viewer.roleId,
    offline: false,
    lockedByOther: false,
  });
  const warnings = actual
    ? locationWarnings({ distance, approvedLotDp: approved.lotNo, actualLotDp: part.actualLotNo ?? null })
    : [];
  return {
    issues: [...issues, ...warnings],
    values: {
      actual_latitude: lat,
      actual_longitude: lng,
      actual_lot_no: part.actualLotNo ?? null,
      distance,
    },
  };
}
