import { can } from '../auth/permissions';
import { ROLE, type Subject } from '../auth/roles';
import { OFFLINE_MESSAGES } from './messages';

/** The viewer as lock rules need them: role, company-admin flag, user and organisation. */
export interface LockViewer extends Subject {
  userId: number;
  organisationId: number | null;
}

/** A server-side lock (formAOffline): who holds it and for which organisation. */
export interface LockHolder {
  lockedByUserId: number;
  lockedByOrganisationId: number | null;
  lockedByName?: string;
}

/** The selector text of a row someone else has locked (state 10). */
export function lockedByText(lock: Pick<LockHolder, 'lockedByName'>): string {
  return `Locked By ${lock.lockedByName ?? ''}`.trimEnd();
}

/** Locking for offline edit and checking in: Super Admin, company admins and drillers (their own). */
export function canLock(viewer: Subject): boolean {
  return can(viewer, 'offline.lock');
}

/**
 * Unlocking: anyone who may lock releases their own lock. Another user's lock needs the Super Admin
 * (any lock) or a company admin (role or flagged driller) of the lock holder's organisation.
 */
export function canUnlock(viewer: LockViewer, lock: LockHolder): boolean {
  if (lock.lockedByUserId === viewer.userId) return canLock(viewer);
  if (!can(viewer, 'offline.unlockOthers')) return false;
  if (viewer.roleId === ROLE.superAdmin) return true;
  return viewer.organisationId !== null && viewer.organisationId === lock.lockedByOrganisationId;
}

/** The refusal text shown for a lock or unlock the viewer may not make, or null when allowed. */
export function lockRefusal(viewer: LockViewer, request: { kind: 'lock' } | { kind: 'unlock'; lock: LockHolder }): string | null {
  const allowed = request.kind === 'lock' ? canLock(viewer) : canUnlock(viewer, request.lock);
  return allowed ? null : OFFLINE_MESSAGES.notYourLock;
}
