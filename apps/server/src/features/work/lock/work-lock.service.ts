import { createHash } from 'node:crypto';
import { OFFLINE_MESSAGES, canLock, canUnlock, workRowAccess, type CurrentUser } from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { Db } from '../../../platform/db/kysely';
import { ApiError, forbidden } from '../../../platform/http/errors';
import { LOCKED_CODE, readableWork } from '../record/work-access';
import { findLock, writeLock, type LockState } from './work-lock.repository';
import { resolveViewer } from '../record/work-viewer';

/** An opaque token naming one lock (work, holder, device, time): recomputed from the row, never stored. */
export function lockToken(guid: string, lock: LockState): string | null {
  if (lock.lockedStatus !== 1 || lock.lockedAt === null) return null;
  return createHash('sha256')
    .update(`${guid}|${lock.lockedBy}|${lock.deviceId}|${lock.lockedAt.toISOString()}`)
    .digest('base64url');
}

/**
 * POST work/lockbcrwork (spec 3 "Offline"): lock for offline editing on one device, or release. The
 * domain's canLock/canUnlock decide who may; a lock held by someone else, or on another device, is kept.
 */
export async function lockWork(
  db: Db,
  me: CurrentUser,
  body: { formAId: number; locked: boolean; deviceId: string },
  requestId: string | null,
) {
  const viewer = await resolveViewer(db, me);
  const work = await readableWork(db, viewer, body.formAId);
  if (
    viewer.userId === null ||
    !workRowAccess(viewer, { drillerId: work.driller_id, organisationId: work.organisation_id }).write
  )
    throw forbidden(OFFLINE_MESSAGES.notYourLock);
  const lockViewer = { ...viewer, userId: viewer.userId };
  const current = await findLock(db, work.id);
  const heldByMe = current.lockedStatus === 1 && current.lockedBy === viewer.userId;
  let next: LockState = current;
  if (body.locked) {
    if (!canLock(viewer)) throw forbidden(OFFLINE_MESSAGES.notYourLock);
    if (current.lockedStatus === 1 && !heldByMe)
      throw new ApiError(409, OFFLINE_MESSAGES.lockedForOfflineEdit, LOCKED_CODE);
    if (heldByMe && current.deviceId !== body.deviceId)
      throw new ApiError(409, OFFLINE_MESSAGES.lockedOnOtherDevice, LOCKED_CODE);
    if (!heldByMe)
      next = {
        ...current,
        lockedStatus: 1,
        lockedBy: viewer.userId,
        deviceId: body.deviceId,
        lockedAt: new Date(),
      };
  } else if (current.lockedStatus === 1) {
    const holder = {
      lockedByUserId: current.lockedBy ?? -1,
      lockedByOrganisationId: current.lockedByOrganisationId,
    };
    if (!canUnlock(lockViewer, holder)) throw forbidden(OFFLINE_MESSAGES.notYourLock);
    // The holder checks in from the device that holds the lock; an admin may release it from anywhere.
    if (heldByMe && current.deviceId !== body.deviceId)
      throw new ApiError(409, OFFLINE_MESSAGES.lockedOnOtherDevice, LOCKED_CODE);
    next = { ...current, lockedStatus: 0, lockedBy: null, deviceId: null, lockedAt: null };
  }
  if (next !== current) {
    await db.transaction().execute(async (trx) => {
      await writeLock(
        trx,
        work.id,
        {
          lockedStatus: next.lockedStatus === 1 ? 1 : 0,
          lockedBy: next.lockedBy,
          deviceId: next.deviceId,
          lockedAt: next.lockedAt,
        },
        viewer.subject,
      );
      await recordAudit(trx, {
        actor: viewer.subject,
        action: body.locked ? 'lock' : 'unlock',
        entity: 'work_offline_lock',
        entityId: work.id,
        requestId,
        before: {
          lockedStatus: current.lockedStatus,
          lockedBy: current.lockedBy,
          deviceId: current.deviceId,
        },
        after: { lockedStatus: next.lockedStatus, lockedBy: next.lockedBy, deviceId: next.deviceId },
      });
    });
  }
  return {
    success: true as const,
    locked: next.lockedStatus === 1,
    token: lockToken(work.form_a_guid, next),
    data: {
      formAId: work.id,
      lockedStatus: next.lockedStatus,
      lockedBy: next.lockedBy,
      deviceId: next.deviceId,
    },
  };
}
