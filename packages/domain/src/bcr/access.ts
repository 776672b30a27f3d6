import { ROLE } from '../auth/roles';
import { FORM_STATUS } from '../common/form-status';
import { workRowAccess, type WorkOwnership, type WorkRowAccess, type WorkViewer } from '../work/row-access';
import { MONITORING_STATUS_LOCKED } from './codes';
import { BCR_SERVER_MESSAGES } from './server-messages';

/**
 * Who may read and change a BCR: as for its work (docs/decisions.md "Who sees which work"), except the
 * Hydrogeologist, a reviewer, who reads every work but may change (and submit for review) its BCR.
 */
export function bcrRowAccess(viewer: WorkViewer, work: WorkOwnership): WorkRowAccess {
  const access = workRowAccess(viewer, work);
  return viewer.roleId === ROLE.hydrogeologist ? { read: access.read, write: access.read } : access;
}

/** The facts the read-only rule of spec 2 section 4 reads, as the server holds them. */
export interface BcrEditState {
  formStatus: number | null;
  roleId: number;
  userId: number | null;
  /** The work's own monitoring status and each monitoring hole's. */
  monitoringStatuses: readonly (number | null)[];
  /** The offline lock row (spec 3): status 1 is locked, by the user id given. */
  lock: { lockedStatus: number | null; lockedBy: number | null } | null;
}

export type BcrRefusal = 'submitted' | 'readOnlyRole' | 'monitoringLocked' | 'lockedByOther';

/**
 * Why a change to the BCR is refused, or null. The same rule as `isBcrReadOnly` for a server, which is
 * always online: the lock holder's changes are the offline sync arriving, so they are accepted.
 */
export function bcrEditRefusal(s: BcrEditState): BcrRefusal | null {
  if (s.formStatus === FORM_STATUS.submitted) return 'submitted';
  if (s.roleId === ROLE.readOnlyAll) return 'readOnlyRole';
  if (s.monitoringStatuses.includes(MONITORING_STATUS_LOCKED)) return 'monitoringLocked';
  if (s.lock?.lockedStatus === 1 && s.lock.lockedBy !== s.userId) return 'lockedByOther';
  return null;
}

export const BCR_REFUSAL_MESSAGES: Readonly<Record<BcrRefusal, string>> = {
  submitted: BCR_SERVER_MESSAGES.submittedReadOnly,
  readOnlyRole: BCR_SERVER_MESSAGES.readOnlyRole,
  monitoringLocked: BCR_SERVER_MESSAGES.monitoringLocked,
  lockedByOther: BCR_SERVER_MESSAGES.lockedByOther,
};
