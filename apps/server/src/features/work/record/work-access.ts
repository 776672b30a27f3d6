import {
  API_ERROR_CODE,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  canAcceptConditions,
  canChangeDrillerOrWorkType,
  isBrowseLocked,
  isWorkReadOnly,
  workRowAccess,
  type AccessContext,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { ApiError, forbidden, notFound } from '../../../platform/http/errors';
import type { Viewer } from './work-viewer';
import { findWorkById, type WorkRow } from './work.repository';

/** What the rules read of a work's holes. */
type HoleStatus = { monitoring_status: number | null };

export const LOCKED_CODE = API_ERROR_CODE.workLocked;

export function accessContext(viewer: Viewer, row: WorkRow, holes: readonly HoleStatus[]): AccessContext {
  return {
    formStatus: row.form_status,
    roleId: viewer.roleId,
    userId: viewer.userId,
    // The server is always online: the offline editor's changes arrive through the sync, not here.
    offline: false,
    lock: { lockedStatus: row.locked_status, lockedBy: row.locked_by },
    monitoringStatuses: holes.map((h) => h.monitoring_status),
  };
}

/** What the viewer may do with the work, from the domain's row-level and read-only rules. */
export function workAbilities(viewer: Viewer, row: WorkRow, holes: readonly HoleStatus[]) {
  const rows = workRowAccess(viewer, { drillerId: row.driller_id, organisationId: row.organisation_id });
  const ctx = accessContext(viewer, row, holes);
  const readOnly = !rows.write || isWorkReadOnly(ctx);
  const browseLocked = isBrowseLocked(ctx);
  return {
    read: rows.read,
    readOnly,
    browseLocked,
    canSave: !readOnly && !browseLocked,
    disableWorkFields: readOnly || !canChangeDrillerOrWorkType(ctx),
    canAcceptConditions: !readOnly && canAcceptConditions(viewer, row.driller_id),
  };
}

/** Loads a work the viewer may read: 404 when there is none, 403 when it is somebody else's. */
export async function readableWork(db: Db, viewer: Viewer, id: number): Promise<WorkRow> {
  return assertReadable(viewer, await findWorkById(db, id));
}

/** The loaded work when the viewer may read it: 404 when there is none, 403 when it is somebody else's. */
export function assertReadable<R extends WorkRow>(viewer: Viewer, row: R | undefined): R {
  if (!row) throw notFound(WORK_DECIDED_MESSAGES.workNotFound);
  if (!workRowAccess(viewer, { drillerId: row.driller_id, organisationId: row.organisation_id }).read)
    throw forbidden();
  return row;
}

/**
 * Refuses a change to a work the viewer may not change: another's work (403), a lock held by another
 * user (409 with the spec's message), a submitted work or a read-only one (403).
 */
export function assertWritable(viewer: Viewer, row: WorkRow, holes: readonly HoleStatus[]): void {
  if (!workRowAccess(viewer, { drillerId: row.driller_id, organisationId: row.organisation_id }).write)
    throw forbidden();
  const ctx = accessContext(viewer, row, holes);
  if (ctx.lock?.lockedStatus === 1 && ctx.lock.lockedBy !== viewer.userId)
    throw new ApiError(409, WORK_MESSAGES.lockedByOther, LOCKED_CODE);
  if (row.form_status === 2) throw forbidden(WORK_DECIDED_MESSAGES.submittedReadOnly);
  if (isWorkReadOnly(ctx) || isBrowseLocked(ctx)) throw forbidden(WORK_DECIDED_MESSAGES.readOnly);
}
