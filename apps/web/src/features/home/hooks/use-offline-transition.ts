import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  OFFLINE_DECIDED_MESSAGES,
  OFFLINE_MESSAGES,
  OFFLINE_STATE,
  WORK_CONTRACTS,
  mapNotCachedMessage,
  planOfflineTransition,
  serverLockMismatch,
  syncDecision,
  type CurrentUser,
  type DashboardGrid,
  type DashboardRow,
  type OfflineState,
  type OfflineStep,
  type ServerOfflineInfo,
} from '@driller/domain';
import { callApi } from '../../../lib/api/client';
import { isReachable } from '../../../lib/connectivity';
import { deviceId } from '../../../lib/offline/device-id';
import { cacheCopy, deleteCopy, keepMapTiles, markCheckedOut, readCopy } from '../../../lib/offline/offline-copies';
import { loadOfflineScreens } from '../../../lib/offline/offline-screens';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { lockViewer } from './lock-viewer';
import { OFFLINE_COPIES_KEY } from '../../../lib/offline/use-offline-copies';

/** The server's lock as bcr/getofflineinfo tells it; null when it could not be asked. */
async function serverLock(formAId: number): Promise<ServerOfflineInfo | null> {
  try {
    const answer = await callApi(WORK_CONTRACTS.offlineInfo, { body: { formAId, deviceId: deviceId() } });
    return { success: answer.success, ...answer.formAOffline };
  } catch {
    return null;
  }
}

const LOCK_STEPS: readonly OfflineStep[] = ['lockOnServer', 'syncLocalEdits', 'unlockOnServer'];

/** A step that could not be done: its message, shown as the spec's alert. */
class StepFailed extends Error {}

/**
 * Makes the copy (spec 3: to 2, and to 3 before the lock takes it for editing) with the map tiles around
 * the work; what to tell the user when a map could not be kept, or null.
 */
async function makeCopy(row: DashboardRow, grid: DashboardGrid): Promise<string | null> {
  try {
    const [copy] = await Promise.all([cacheCopy(row, grid, 'view'), loadOfflineScreens()]);
    return mapNotCachedMessage(await keepMapTiles(copy).catch(() => ({ assigned: true, actual: true })));
  } catch {
    throw new StepFailed(OFFLINE_MESSAGES.cacheError);
  }
}

const failureText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

interface Change {
  row: DashboardRow;
  grid: DashboardGrid;
  from: OfflineState;
  to: OfflineState;
}

/**
 * Runs a dashboard row's offline selector change (spec 3 section 4): the domain plans it (allowed
 * choices, online, role, the unlock confirm); lock changes first compare the server's lock with the
 * row's (a mismatch aborts); then the steps run in order. The selector shows the state derived from
 * the server's lock and this device's copies, so a failed step leaves it where it was.
 */
export function useOfflineTransition(user: CurrentUser) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  const step = useCallback(async (name: OfflineStep, { row, grid, from, to }: Change, info: ServerOfflineInfo | null): Promise<boolean> => {
    const lock = (locked: boolean) => callApi(WORK_CONTRACTS.lockWork, { body: { formAId: row.formAId, locked, deviceId: deviceId() } });
    switch (name) {
      // The copy stands without its map: the user is told which (spec 3's caching messages).
      case 'cacheWorkAndBcr': {
        const mapMessage = await makeCopy(row, grid);
        if (mapMessage) await dialogs.alert(mapMessage);
        return true;
      }
      case 'deleteCache':
        await deleteCopy(row.formAId);
        return true;
      case 'lockOnServer':
        try {
          await lock(true);
          await markCheckedOut(row.formAId);
        } catch (error) {
          // A copy made only for this check-out goes with the refused lock.
          if (from === OFFLINE_STATE.onlineOnly) await deleteCopy(row.formAId);
          throw error;
        }
        return true;
      case 'syncLocalEdits': {
        // Loaded for check in only (online): the BCR's rules and schemas it brings stay off the dashboard's load.
        const { queuedSaves, replayQueuedSaves } = await import('../../../lib/offline/offline-edits');
        const decision = syncDecision(info, (await queuedSaves(row.formAId)).length > 0);
        if (decision.kind === 'abort') throw new StepFailed(decision.message);
        if (decision.kind === 'discardLocal') {
          await deleteCopy(row.formAId);
          await dialogs.alert(decision.message);
          return false;
        }
        try {
          await replayQueuedSaves(row.formAId, deviceId());
        } catch (error) {
          // Spec 3: on a sync error the user is asked whether to delete the local data anyway.
          await dialogs.alert(failureText(error, OFFLINE_MESSAGES.statusUnavailable));
          if (!(await dialogs.confirm(OFFLINE_DECIDED_MESSAGES.deleteAfterSyncError))) return false;
          await deleteCopy(row.formAId);
        }
        return true;
      }
      case 'unlockOnServer':
        await lock(false);
        // Check in keeps a copy, fetched again now the server has the saves made here (spec 3: "the record is then refetched").
        if (to === OFFLINE_STATE.checkIn && (await readCopy(row.formAId))) await cacheCopy(row, grid, 'checkedIn');
        return true;
    }
  }, [dialogs]);

  const change = useCallback(
    async (c: Change) => {
      const { row } = c;
      const plan = planOfflineTransition({
        ...c,
        online: isReachable() && navigator.onLine,
        viewer: lockViewer(user, row),
        lock: row.offlineLock,
      });
      if (!plan.ok) return dialogs.alert(plan.message);
      if (plan.steps.length === 0) return;
      if (plan.confirm !== null && !(await dialogs.confirm(plan.confirm))) return;
      setBusy(row.formAId);
      try {
        let info: ServerOfflineInfo | null = null;
        if (plan.steps.some((s) => LOCK_STEPS.includes(s))) {
          info = await serverLock(row.formAId);
          const mismatch = serverLockMismatch(row.offlineLock !== null, info);
          if (mismatch !== null) throw new StepFailed(mismatch);
        }
        for (const name of plan.steps) if (!(await step(name, c, info))) break;
      } catch (error) {
        await dialogs.alert(failureText(error, OFFLINE_MESSAGES.statusUnavailable));
      } finally {
        setBusy(null);
        await Promise.all([queryClient.invalidateQueries({ queryKey: OFFLINE_COPIES_KEY }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
      }
    },
    [dialogs, queryClient, step, user],
  );

  return { change, busy };
}
