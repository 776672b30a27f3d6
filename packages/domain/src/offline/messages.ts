/**
 * Offline, locking and caching messages, verbatim from spec 3 section 8. Texts the spec cuts short
 * ("...") are completed in OFFLINE_DECIDED_MESSAGES and recorded in docs/decisions.md.
 */
export const OFFLINE_MESSAGES = {
  // Actions blocked while offline.
  noDecommissionOffline: 'You cannot Decommission BCR in offline mode.',
  noGwNoOffline: 'You cannot Update GW No in offline mode.',
  noDeleteOffline: 'You cannot delete BCR in offline mode.',
  onlineToChangeStatus: 'You need to be in online mode to change the status.',
  onlineToCache: 'You must be online to make Work/BCR details to make available offline.',

  // Locking.
  lockedForOfflineEdit: 'The Work/BCR is locked for offline edit.',
  lockStatusChanged: 'The Work/BCR locked status has changed. Please refresh the dashboard.',
  lockedOnOtherDevice: 'The Work/BCR is locked on a different browser/device.',
  statusUnavailable: 'The Work/BCR status is not available from the server at this time. Please try again later.',
  notYourLock: 'The Work/BCR cannot be locked/unlocked by you.',
  syncOtherDevice: 'The Work/BCR cannot be synced as Work/BCR is locked from a different Device/Browser.',

  // Caching.
  mapNotCached: 'Map is not cached locally successfully',
  assignedMapNotCached: 'Assigned Map is not cached locally successfully',
  actualMapNotCached: 'Actual Map is not cached locally successfully',
  cacheError: 'There is an error in caching Work/BCR to local device to View/Edit in Offline mode.',
  workNotOffline: 'The View/Edit Work screens are not available offline for this row.',
  bcrNotOffline: 'The View/Edit BCR screens are not available offline for this row.',
} as const;

/**
 * What the user is told when a copy's map tiles could not all be kept (spec 3 section 8's caching
 * messages): the approved location's map is the "Assigned Map", the actual location's the "Actual Map",
 * and "Map" when neither could be kept. Null when both were.
 */
export function mapNotCachedMessage(failed: { assigned: boolean; actual: boolean }): string | null {
  if (failed.assigned && failed.actual) return OFFLINE_MESSAGES.mapNotCached;
  if (failed.assigned) return OFFLINE_MESSAGES.assignedMapNotCached;
  if (failed.actual) return OFFLINE_MESSAGES.actualMapNotCached;
  return null;
}

export const OFFLINE_DECIDED_MESSAGES = {
  alreadyUnlockedDeleted:
    'The Work/BCR is already unlocked by user CA/Super Admin. The local changes have been deleted from this device.',
  alreadyUnlockedNothing: 'The Work/BCR is already unlocked by user CA/Super Admin. There is nothing to sync.',
  /** Asked after a sync error. */
  deleteAfterSyncError: 'The Work/BCR could not be synced. Do you want to delete the local data anyway?',
  /** Shown on a BCR opened from the copy made available offline, with no network. */
  viewingOfflineCopy: "You're offline: this is the copy of the report kept on this device. It can be viewed, not changed.",
  /** Shown on a BCR checked out to this device (state 3), online or not. */
  editingCheckedOutCopy:
    'This BCR is checked out to this device: your saves are kept here and sent to the server when you check it in from the dashboard.',
  /** A submit of a BCR checked out to this device. */
  submitCheckedOut: 'This BCR is checked out to this device. Check it in from the dashboard, then submit it.',
} as const;

/** Unlock confirmation; the spec's "..." is the name of the user holding the lock. */
export function confirmUnlockMessage(lockedByName: string): string {
  return `The changes done locally by ${lockedByName} will be wiped off. Are you sure to continue?`;
}
