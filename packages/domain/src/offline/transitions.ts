import { canLock, canUnlock, type LockHolder, type LockViewer } from './locks';
import { OFFLINE_MESSAGES, confirmUnlockMessage } from './messages';
import type { DashboardGrid } from '../admin/dashboard';
import { OFFLINE_STATE, offlineChoices, type OfflineState } from './offline-state';

/**
 * What a transition does, as data: the web app runs the steps in order (cache in IndexedDB, call
 * work/lockbcrwork, replay the queue) and reverts the selector if any step fails.
 */
export type OfflineStep =
  | 'cacheWorkAndBcr'
  | 'deleteCache'
  | 'lockOnServer'
  | 'syncLocalEdits'
  | 'unlockOnServer';

const { onlineOnly, viewOffline, editOffline, checkIn, locked, unlock } = OFFLINE_STATE;

function stepsFor(from: OfflineState, to: OfflineState): readonly OfflineStep[] {
  if (to === editOffline) return ['cacheWorkAndBcr', 'lockOnServer'];
  if (to === viewOffline) return ['cacheWorkAndBcr'];
  if (to === onlineOnly) return ['deleteCache'];
  if (from === editOffline && to === checkIn) return ['syncLocalEdits', 'unlockOnServer'];
  return ['unlockOnServer'];
}

export type OfflinePlan =
  | { ok: true; steps: readonly OfflineStep[]; confirm: string | null }
  | { ok: false; message: string };

export interface TransitionRequest {
  from: OfflineState;
  to: OfflineState;
  grid: DashboardGrid;
  online: boolean;
  viewer: LockViewer;
  /** The lock on the row, when there is one (needed for Unlock). */
  lock: LockHolder | null;
}

/**
 * Plans a selector change: same state does nothing; a choice the state does not offer means the
 * dashboard is stale; everything needs the network; lock, check-in and unlock need the right role.
 */
export function planOfflineTransition(request: TransitionRequest): OfflinePlan {
  const { from, to, viewer, lock } = request;
  if (from === to) return { ok: true, steps: [], confirm: null };
  const mayUnlock = lock !== null && canUnlock(viewer, lock);
  if (!offlineChoices(from, { grid: request.grid, canUnlock: mayUnlock }).includes(to)) {
    return { ok: false, message: from === locked ? OFFLINE_MESSAGES.notYourLock : OFFLINE_MESSAGES.lockStatusChanged };
  }
  if (!request.online) {
    const caching = to === viewOffline || to === editOffline;
    return { ok: false, message: caching ? OFFLINE_MESSAGES.onlineToCache : OFFLINE_MESSAGES.onlineToChangeStatus };
  }
  if ((to === editOffline || to === checkIn) && !canLock(viewer)) {
    return { ok: false, message: OFFLINE_MESSAGES.notYourLock };
  }
  if (to === unlock) {
    return { ok: true, steps: stepsFor(from, to), confirm: confirmUnlockMessage(lock?.lockedByName ?? '') };
  }
  return { ok: true, steps: stepsFor(from, to), confirm: null };
}
