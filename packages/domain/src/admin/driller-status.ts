import { error, warning, type Issue } from '../common/issue';
import { DRILLER_STATUS, USER_STATUS } from './codes';
import { compareIsoDates } from './dates';
import { licenceExpiryDate } from './driller-form';
import { ADMIN_MESSAGES } from './messages';

/** Stable codes of the confirmations a status change needs (stored with the save like any warning code). */
export const STATUS_CONFIRM_CODE = { debar: 'CONFIRM_DEBAR', inactive: 'CONFIRM_INACTIVE' } as const;

export interface StatusCheckInput {
  drillerStatus: number | null | undefined;
  drillerLicenseFrom: string | null | undefined;
  /** A stored expiry (older records); otherwise it is derived from licence-from. */
  licenseExpiryDate?: string | null;
  /** Status before this edit; a confirmation is asked only when the status changes to 4 or 5. */
  previousStatus?: number | null;
}

/**
 * Status against licence dates on save (spec 3 "Driller save"). Under Review and Active are checked
 * when licence-from is set; Expired always needs an expiry (stored or derived) that is not in the future.
 * `today` is an ISO date supplied by the caller so the rule stays pure.
 */
export function drillerStatusIssues(input: StatusCheckInput, today: string): Issue[] {
  const from = input.drillerLicenseFrom;
  const path = 'drillerStatus';
  if (input.drillerStatus === DRILLER_STATUS.expired) {
    const expiry = input.licenseExpiryDate || licenceExpiryDate(from);
    if (!expiry) return [error(path, ADMIN_MESSAGES.expiredNoExpiry)];
    return compareIsoDates(expiry, today) <= 0 ? [] : [error(path, ADMIN_MESSAGES.expiredFutureExpiry)];
  }
  if (!from) return [];
  if (input.drillerStatus === DRILLER_STATUS.underReview && compareIsoDates(from, today) <= 0) {
    return [error(path, ADMIN_MESSAGES.underReviewPastFrom)];
  }
  if (input.drillerStatus === DRILLER_STATUS.active && compareIsoDates(from, today) > 0) {
    return [error(path, ADMIN_MESSAGES.activeFutureFrom)];
  }
  return [];
}

/** Debarring a driller or making a user inactive needs a confirmation. */
export function statusConfirmations(input: StatusCheckInput): Issue[] {
  const changed = input.drillerStatus !== input.previousStatus;
  if (!changed) return [];
  if (input.drillerStatus === DRILLER_STATUS.debarred) {
    return [warning('drillerStatus', ADMIN_MESSAGES.confirmDebar, STATUS_CONFIRM_CODE.debar)];
  }
  if (input.drillerStatus === USER_STATUS.inactive) {
    return [warning('drillerStatus', ADMIN_MESSAGES.confirmInactive, STATUS_CONFIRM_CODE.inactive)];
  }
  return [];
}
