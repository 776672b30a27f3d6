import {
  ADMIN_MESSAGES,
  API_ERROR_CODE,
  OFFLINE_MESSAGES,
  WORK_DECIDED_MESSAGES,
  canDecommission,
  workRowAccess,
  type CurrentUser,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { ApiError, badRequest, forbidden, notFound, staleVersion } from '../../platform/http/errors';
import { findDecommissionTarget, setDecommissionedDate } from './decommission.repository';

const LOCKED = API_ERROR_CODE.workLocked;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST work/decommission (spec 3 "Decommission and groundwater number"): the Super Admin records the
 * date a submitted report's bore was decommissioned. The BCR's version is named (409 when stale); the
 * change and its audit row are one transaction.
 */
export async function decommissionBcr(
  db: Db,
  me: CurrentUser,
  body: { formAGuId: string; decommissionedDate: string; version?: number | null | undefined },
  requestId: string | null,
) {
  const viewer = await resolvePortalViewer(db, me);
  // A guid that is not one names no work (and never reaches PostgreSQL's uuid parser).
  const target = UUID.test(body.formAGuId) ? await findDecommissionTarget(db, body.formAGuId) : undefined;
  if (!target) throw notFound(WORK_DECIDED_MESSAGES.workNotFound);
  if (!workRowAccess(viewer, { drillerId: target.driller_id, organisationId: target.organisation_id }).read) throw forbidden();
  if (body.version === null || body.version === undefined) throw badRequest('The request has invalid or missing fields.', { version: ['Required'] });
  if (!canDecommission(viewer, { formStatus: target.form_status })) throw badRequest(ADMIN_MESSAGES.decommissionNotSubmitted);
  if (target.locked_status === 1) throw new ApiError(409, OFFLINE_MESSAGES.lockedForOfflineEdit, LOCKED);
  const version = await db.transaction().execute(async (trx) => {
    const updated = await setDecommissionedDate(trx, target.bcrId, body.version ?? -1, body.decommissionedDate, viewer.subject);
    if (!updated) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
    await recordAudit(trx, {
      actor: viewer.subject,
      action: 'decommission',
      entity: 'bcr',
      entityId: target.bcrId,
      requestId,
      before: { decommissionedDate: target.decommissioned_date, version: target.version },
      after: { decommissionedDate: body.decommissionedDate, version: updated.version },
    });
    return updated.version;
  });
  return {
    success: true as const,
    message: ADMIN_MESSAGES.decommissioned,
    data: { formAId: target.formAId, bcrId: target.bcrId, decommissionedDate: body.decommissionedDate, version },
  };
}
