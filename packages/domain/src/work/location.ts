import { ROLE } from '../auth/roles';
import { FORM_STATUS } from '../common/form-status';
import { error, warning, type Issue } from '../common/issue';
import { latitudeRangeIssue, longitudeRangeIssue } from '../geo/coordinates';
import { isBeyondWarningDistance } from '../geo/distance';
import { sameLotDp } from '../geo/lot-dp';
import { WORK_MESSAGES } from './messages';

export const LOCATION_MESSAGES = {
  latitudeRequired: 'Actual Latitude is mandatory.',
  longitudeRequired: 'Actual Longitude is mandatory.',
  farFromApproved: 'Actual location of the bore is more than 20 meters from the approved location.',
  lotDpMismatch: 'Actual Lot/DP of the bore is different from Approved Lot/DP.',
} as const;

/** Exception reason codes stored with the work when the user confirms a warning. */
export const LOCATION_WARNING_CODE = { farFromApproved: 'DIST_GT_20M', lotDpMismatch: 'LOTDP_MISMATCH' } as const;

export interface LocationSave {
  actualLatitude: number | null;
  actualLongitude: number | null;
  roleId: number;
  offline: boolean;
  lockedByOther: boolean;
}

/** Location save buttons are allowed while the work is a draft. */
export function canSaveLocation(formStatus: number | null): boolean {
  return formStatus === FORM_STATUS.draft;
}

/** Location page draft save: both coordinates, or (role 3 only) neither; each within NSW. */
export function validateLocationSave(save: LocationSave): Issue[] {
  if (save.offline) return [error('form', WORK_MESSAGES.savedOffline)];
  if (save.lockedByOther) return [error('form', WORK_MESSAGES.lockedByOther)];
  const { actualLatitude: lat, actualLongitude: lng } = save;
  if (lat === null && lng === null && save.roleId === ROLE.regulator) return [];
  return [
    lat === null ? error('actualLatitude', LOCATION_MESSAGES.latitudeRequired) : latitudeRangeIssue('actualLatitude', lat),
    lng === null ? error('actualLongitude', LOCATION_MESSAGES.longitudeRequired) : longitudeRangeIssue('actualLongitude', lng),
  ].filter((i): i is Issue => i !== null);
}

export interface LocationComparison {
  distance: number | null;
  approvedLotDp: string | null;
  actualLotDp: string | null;
}

/** Warnings needing a confirm: more than 20 m from the approved point; actual Lot/DP not the approved one. */
export function locationWarnings({ distance, approvedLotDp, actualLotDp }: LocationComparison): Issue[] {
  const issues: Issue[] = [];
  if (isBeyondWarningDistance(distance))
    issues.push(warning('distance', LOCATION_MESSAGES.farFromApproved, LOCATION_WARNING_CODE.farFromApproved));
  if (!sameLotDp(approvedLotDp, actualLotDp))
    issues.push(warning('actualLotNo', LOCATION_MESSAGES.lotDpMismatch, LOCATION_WARNING_CODE.lotDpMismatch));
  return issues;
}

/** exceptionReasonCode stored with the work: the confirmed warnings' codes, comma separated. */
export function exceptionReasonCode(warnings: readonly Issue[]): string | null {
  const codes = warnings.flatMap((w) => (w.code ? [w.code] : []));
  return codes.length > 0 ? codes.join(',') : null;
}

/** Loading a work without an actual location asks before continuing. */
export function needsActualLocationConfirm(actualLatitude: number | null, actualLongitude: number | null): boolean {
  return actualLatitude === null || actualLongitude === null;
}
