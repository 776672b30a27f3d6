import { createHash } from 'node:crypto';
import {
  OFFLINE_MESSAGES,
  decideLockRequest,
  workRowAccess,
  type CurrentUser,
  type LockDecision,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { Db } from '../../../platform/db/kysely';
import { ApiError, forbidden } from '../../../platform/http/errors';
import { LOCKED_CODE, readableWork } from '../record/work-access';
import { findLock, writeLock, type LockState } from './work-lock.repository';
import { resolveViewer, type Viewer } from '../record/work-viewer';

/** An opaque token naming one lock (work, holder, device, time): recomputed from the row, never stored. */
export function lockToken(guid: string, lock: LockState): string | null {
  if (lock.lockedStatus !== 1 || lock.lockedAt === null) return null;
  return createHash('sha256')
    .update(`${guid}|${lock.lockedBy}|${lock.deviceId}|${lock.lockedAt.toISOString()}`)
    .digest('base64url');
}

/** The lock after a decision: taken by the viewer on this device now, released, or as it was. */
function nextLock(decision: LockDecision, current: LockState, userId: number, deviceId: string): LockState {
  if (decision.kind === 'lock')
    return { ...current, lockedStatus: 1, lockedBy: userId, deviceId, lockedAt: new Date() };
  if (decision.kind === 'unlock')
    return { ...current, lockedStatus: 0, lockedBy: null, deviceId: null, lockedAt: null };
  return current;
}

function refuse(decision: LockDecision): void {
  if (decision.kind === 'forbidden') throw forbidden(decision.message);
  if (decision.kind === 'conflict') throw new ApiError(409, decision.message, LOCKED_CODE);
}

const lockFields = (l: LockState) => ({
  lockedStatus: l.lockedStatus,
  lockedBy: l.lockedBy,
  deviceId: l.deviceId,
});

async function writeChange(
  db: Db,
  workId: number,
  subject: string,
  change: { locked: boolean; before: LockState; after: LockState; requestId: string | null },
) {
  await db.transaction().execute(async (trx) => {
    const { after } = change;
    await writeLock(
      trx,
      workId,
      { ...lockFields(after), lockedStatus: after.lockedStatus === 1 ? 1 : 0, lockedAt: after.lockedAt },
      subject,
    );
    await recordAudit(trx, {
      actor: subject,
      action: change.locked ? 'lock' : 'unlock',
      entity: 'work_offline_lock',
      entityId: workId,
      requestId: change.requestId,
      before: lockFields(change.before),
      after: lockFields(after),
    });
  });
}

/**
 * POST work/lockbcrwork (spec 3 "Offline"): lock for offline editing on one device, or release. The
 * domain's decideLockRequest (on canLock/canUnlock) decides; a lock held by someone else, or on another
 * device, is kept.
 */
export async function lockWork(
  db: Db,
  me: CurrentUser,
  body: { formAId: number; locked: boolean; deviceId: string },
  requestId: string | null,
) {
  const viewer = await resolveViewer(db, me);
  const work = await readableWork(db, viewer, body.formAId);
  const rowAccess = workRowAccess(viewer, {
    drillerId: work.driller_id,
    organisationId: work.organisation_id,
  });
  if (viewer.userId === null || !rowAccess.write) throw forbidden(OFFLINE_MESSAGES.notYourLock);
  const current = await findLock(db, work.id);
  const decision = decideLockRequest({ ...viewer, userId: viewer.userId }, body, current);
  refuse(decision);
  const next = nextLock(decision, current, viewer.userId, body.deviceId);
  if (next !== current)
    await writeChange(db, work.id, viewer.subject, {
      locked: body.locked,
      before: current,
      after: next,
      requestId,
    });
  return {
    success: true as const,
    locked: next.lockedStatus === 1,
    token: lockToken(work.form_a_guid, next),
    data: { formAId: work.id, ...lockFields(next) },
  };
}

/**
 * POST bcr/getofflineinfo (spec 3 section 7): the work's offline lock as the asking device sees it, for
 * anyone who may read the work (404 without it, 403 for somebody else's). The device matches only while
 * the lock is held.
 */
export async function offlineInfo(db: Db, viewer: Viewer, body: { formAId: number; deviceId: string }) {
  const work = await readableWork(db, viewer, body.formAId);
  const lock = await findLock(db, work.id);
  const locked = lock.lockedStatus === 1;
  return {
    success: true as const,
    formAOffline: {
      lockedStatus: locked ? (1 as const) : (0 as const),
      deviceIdMatched: locked && lock.deviceId === body.deviceId,
    },
  };
}
