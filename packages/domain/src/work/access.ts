import { ROLE } from '../auth/roles';
import { FORM_STATUS } from '../common/form-status';

// Monitoring status of a hole that makes the work read-only (kept private: bcr/codes owns the exported code).
const MONITORING_STATUS_LOCKED = 3;

export interface OfflineLock {
  lockedStatus: number | null;
  /** User id of the locker. */
  lockedBy: number | null;
}

/** The work's formAOffline list: the first entry is the one used. */
export function activeLock(formAOffline: readonly OfflineLock[] | null | undefined): OfflineLock | null {
  return formAOffline?.[0] ?? null;
}

export interface AccessContext {
  formStatus: number | null;
  roleId: number;
  userId: number | null;
  /** Browser offline (or the work opened in offline mode). */
  offline: boolean;
  lock: OfflineLock | null;
  monitoringStatuses: readonly (number | null)[];
}

const isLocked = (lock: OfflineLock | null): boolean => lock?.lockedStatus === 1;
const holdsLock = (ctx: AccessContext): boolean => isLocked(ctx.lock) && ctx.lock?.lockedBy === ctx.userId;

/**
 * Browse-locked (spec 1 "Form status"): the offline record is locked and the user is not the locker,
 * or is the locker but is online (the locker edits only in offline mode).
 */
export function isBrowseLocked(ctx: Pick<AccessContext, 'lock' | 'userId' | 'offline'>): boolean {
  if (!isLocked(ctx.lock)) return false;
  return ctx.lock?.lockedBy !== ctx.userId || !ctx.offline;
}

/**
 * Read-only: status 2, role 4 (Read Only All), a hole with monitoring status 3, a lock held by
 * someone else, or offline without holding the lock.
 */
export function isWorkReadOnly(ctx: AccessContext): boolean {
  if (ctx.formStatus === FORM_STATUS.submitted) return true;
  if (ctx.roleId === ROLE.readOnlyAll) return true;
  if (ctx.monitoringStatuses.includes(MONITORING_STATUS_LOCKED)) return true;
  if (isLocked(ctx.lock) && !holdsLock(ctx)) return true;
  return ctx.offline && !holdsLock(ctx);
}

/** Offline or locked work disables Save and Next; so does read-only. */
export function canSaveWork(ctx: AccessContext): boolean {
  return !isWorkReadOnly(ctx) && !isBrowseLocked(ctx) && !ctx.offline;
}

/** The driller and work-type selectors are disabled at status 2 and whenever the work is read-only. */
export function canChangeDrillerOrWorkType(ctx: AccessContext): boolean {
  return ctx.formStatus !== FORM_STATUS.submitted && !isWorkReadOnly(ctx) && !isBrowseLocked(ctx);
}
