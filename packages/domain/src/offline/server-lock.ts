import { OFFLINE_DECIDED_MESSAGES, OFFLINE_MESSAGES } from './messages';
import { OFFLINE_STATE, type OfflineState } from './offline-state';

/** bcr/getofflineinfo's answer; null when the call failed. */
export interface ServerOfflineInfo {
  success: boolean;
  /** The lock flag as the server stores it (0/1 or boolean). */
  lockedStatus: number | boolean;
  deviceIdMatched: boolean;
}

function isLocked(info: ServerOfflineInfo): boolean {
  return info.lockedStatus === true || info.lockedStatus === 1;
}

/**
 * Before any lock change the server's lock is compared with what the dashboard showed: a failed call
 * or a mismatch aborts, so two people never act on a stale view. Returns the abort message or null.
 */
export function serverLockMismatch(dashboardLocked: boolean, server: ServerOfflineInfo | null): string | null {
  if (server === null || !server.success) return OFFLINE_MESSAGES.statusUnavailable;
  return isLocked(server) === dashboardLocked ? null : OFFLINE_MESSAGES.lockStatusChanged;
}

export type SyncDecision =
  | { kind: 'sync' }
  | { kind: 'abort'; message: string }
  | { kind: 'discardLocal'; message: string };

/**
 * Check-in: sync only from the device that holds the lock. If somebody already unlocked the row,
 * the local copy is deleted (its edits can no longer be applied safely).
 */
export function syncDecision(server: ServerOfflineInfo | null, hasLocalChanges: boolean): SyncDecision {
  if (server === null || !server.success) return { kind: 'abort', message: OFFLINE_MESSAGES.statusUnavailable };
  if (!isLocked(server)) {
    const message = hasLocalChanges
      ? OFFLINE_DECIDED_MESSAGES.alreadyUnlockedDeleted
      : OFFLINE_DECIDED_MESSAGES.alreadyUnlockedNothing;
    return { kind: 'discardLocal', message };
  }
  if (!server.deviceIdMatched) return { kind: 'abort', message: OFFLINE_MESSAGES.syncOtherDevice };
  return { kind: 'sync' };
}

export type RowAccess =
  | { kind: 'edit' }
  | { kind: 'view'; message: string | null }
  | { kind: 'blocked'; message: string };

/**
 * Opening a row's Work or BCR screen. Offline, only cached rows open, and only a row checked out
 * here (3) is editable. Online, a BCR checked out here is still edited on the copy; any other row locked
 * for offline edit, and the checked-out work's own screen, are view-only until checked in.
 */
export function rowAccess(input: {
  screen: 'work' | 'bcr';
  online: boolean;
  state: OfflineState;
  cached: boolean;
  /** For state 3: whether this browser/device holds the lock. */
  deviceIdMatched?: boolean;
}): RowAccess {
  const { state } = input;
  if (!input.online) {
    if (!input.cached) {
      return {
        kind: 'blocked',
        message: input.screen === 'work' ? OFFLINE_MESSAGES.workNotOffline : OFFLINE_MESSAGES.bcrNotOffline,
      };
    }
    if (state !== OFFLINE_STATE.editOffline) return { kind: 'view', message: null };
    return input.deviceIdMatched === false
      ? { kind: 'view', message: OFFLINE_MESSAGES.lockedOnOtherDevice }
      : { kind: 'edit' };
  }
  // A BCR checked out here is edited on this device's copy, network or not, until check in (docs/decisions.md).
  if (state === OFFLINE_STATE.editOffline && input.screen === 'bcr' && input.deviceIdMatched !== false) return { kind: 'edit' };
  if (state === OFFLINE_STATE.editOffline || state === OFFLINE_STATE.locked) {
    return { kind: 'view', message: OFFLINE_MESSAGES.lockedForOfflineEdit };
  }
  return { kind: 'edit' };
}
