import { lockRefusal, type LockViewer } from './locks';
import { OFFLINE_MESSAGES } from './messages';

/** A work's offline lock as stored: 1 locked, who holds it, for which organisation, on which device. */
export interface StoredLock {
  lockedStatus: number;
  lockedBy: number | null;
  lockedByOrganisationId: number | null;
  deviceId: string | null;
}

/** The answer to a lock or unlock request: refuse it (forbidden or conflict), keep the lock as it is, or change it. */
export type LockDecision =
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'keep' }
  | { kind: 'lock' }
  | { kind: 'unlock' };

function lockDecision(
  viewer: LockViewer,
  deviceId: string,
  current: StoredLock,
  heldByMe: boolean,
): LockDecision {
  const refusal = lockRefusal(viewer, { kind: 'lock' });
  if (refusal) return { kind: 'forbidden', message: refusal };
  if (current.lockedStatus === 1 && !heldByMe)
    return { kind: 'conflict', message: OFFLINE_MESSAGES.lockedForOfflineEdit };
  if (heldByMe && current.deviceId !== deviceId)
    return { kind: 'conflict', message: OFFLINE_MESSAGES.lockedOnOtherDevice };
  return heldByMe ? { kind: 'keep' } : { kind: 'lock' };
}

function unlockDecision(
  viewer: LockViewer,
  deviceId: string,
  current: StoredLock,
  heldByMe: boolean,
): LockDecision {
  if (current.lockedStatus !== 1) return { kind: 'keep' };
  const holder = {
    lockedByUserId: current.lockedBy ?? -1,
    lockedByOrganisationId: current.lockedByOrganisationId,
  };
  const refusal = lockRefusal(viewer, { kind: 'unlock', lock: holder });
  if (refusal) return { kind: 'forbidden', message: refusal };
  // The holder checks in from the device that holds the lock; an admin may release it from anywhere.
  if (heldByMe && current.deviceId !== deviceId)
    return { kind: 'conflict', message: OFFLINE_MESSAGES.lockedOnOtherDevice };
  return { kind: 'unlock' };
}

/**
 * work/lockbcrwork (spec 3 "Offline"): lock for offline editing on one device, or release. A lock held
 * by someone else, or by the viewer on another device, is kept; the domain's lockRefusal decides who may.
 */
export function decideLockRequest(
  viewer: LockViewer,
  request: { locked: boolean; deviceId: string },
  current: StoredLock,
): LockDecision {
  const heldByMe = current.lockedStatus === 1 && current.lockedBy === viewer.userId;
  return request.locked
    ? lockDecision(viewer, request.deviceId, current, heldByMe)
    : unlockDecision(viewer, request.deviceId, current, heldByMe);
}
