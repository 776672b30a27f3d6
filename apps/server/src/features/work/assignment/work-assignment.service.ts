import {
  ROLE,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  drillerChangeOutcome,
  reassignedCopy,
  transferRefusal,
  type AssignmentCheckResponse,
  type CurrentUser,
} from '@driller/domain';
import type { z } from 'zod';
import type { assignmentCheckRequestSchema, changeAssignmentRequestSchema } from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import { badRequest, forbidden, staleVersion } from '../../../platform/http/errors';
import { assertWritable, readableWork } from '../record/work-access';
import { amendedSteps, assignmentVerdict, confirmsOf, refusalOf } from './work-assignment-checks';
import { resetConditions } from '../conditions/work-conditions.repository';
import type { WorkDeps } from '../record/work-deps';
import { listHoles } from '../holes/work-holes.repository';
import { resolveViewer } from '../record/work-viewer';
import { findDriller, findWorksForApprovalWork, type WorkRow } from '../record/work.repository';
import { presentWorkType } from '../record/work.presenter';
import { copyWork, transferWork } from './work-transfer.repository';

type CheckBody = z.output<typeof assignmentCheckRequestSchema>;
type ChangeBody = z.output<typeof changeAssignmentRequestSchema>['workDetails'];

const existingForm = (row: WorkRow) => ({
  formAId: row.id,
  formStatus: row.form_status,
  gwNo: row.gw_no,
  drillerId: row.driller_id,
  drillerName: [row.driller_first_name, row.driller_last_name].filter(Boolean).join(' ') || null,
  companyName: row.company_name,
  actualLatitude: row.actual_latitude,
  actualLongitude: row.actual_longitude,
  workType: presentWorkType(row),
});

async function registerWork(deps: WorkDeps, body: CheckBody) {
  const works = await deps.approvals.findWorks(body.workApprovalNo.trim().toUpperCase());
  return works.find((w) => w.worksId === body.workId.trim()) ?? null;
}

/** POST work/getassignedwork: is this approval work already taken by another driller, or submitted? */
export async function assignedWork(deps: WorkDeps, body: CheckBody): Promise<AssignmentCheckResponse> {
  const empty = {
    assigned: false,
    sameCompany: false,
    sameDriller: false,
    formA: null,
    workType: null,
    confirms: [],
  };
  if (!(await registerWork(deps, body)))
    return { success: false, message: WORK_MESSAGES.workDetailsMissing, data: empty };
  const driller = body.drillerId ? await findDriller(deps.db, body.drillerId) : undefined;
  const others = await findWorksForApprovalWork(
    deps.db,
    body.workApprovalNo.trim().toUpperCase(),
    body.workId.trim(),
    body.formAID,
  );
  const v = assignmentVerdict(
    others,
    driller?.drillerId ?? null,
    driller?.organisationId ?? null,
    body.workApprovalNo,
    body.workId,
  );
  const data = {
    assigned: v.holder !== null,
    sameCompany: v.sameCompany,
    sameDriller: v.sameDriller,
    formA: v.holder ? existingForm(v.holder) : null,
    workType: v.holder ? presentWorkType(v.holder) : null,
    confirms: [],
  };
  return v.refusal ? { success: false, message: v.refusal, data } : { success: true, data };
}

/** POST work/getamendedwork: the amended/decommissioned prechecks; confirms come back in order. */
export async function amendedWork(deps: WorkDeps, body: CheckBody): Promise<AssignmentCheckResponse> {
  const found = await registerWork(deps, body);
  const others = found
    ? await findWorksForApprovalWork(deps.db, found.approvalNumber, found.worksId, body.formAID)
    : [];
  const steps = amendedSteps(others, found !== null, found?.groundWorkNumber ?? null);
  const original = others.find((o) => o.work_attribute_1 === 1) ?? null;
  const data = {
    assigned: others.length > 0,
    sameCompany: false,
    sameDriller: original !== null && original.driller_id === (body.drillerId ?? null),
    formA: original ? existingForm(original) : null,
    workType: original ? presentWorkType(original) : null,
    confirms: confirmsOf(steps),
  };
  const refusal = refusalOf(steps);
  return refusal ? { success: false, message: refusal, data } : { success: true, data };
}

/**
 * POST work/changeworkassignment (spec 1 "Transfer and reassignment"), decided by the domain's
 * drillerChangeOutcome: a confirm first, then the transfer; a Super Admin's move to another company
 * makes a new form with the conditions unaccepted.
 */
export async function changeAssignment(
  deps: WorkDeps,
  me: CurrentUser,
  body: ChangeBody,
  requestId: string | null,
) {
  const { db } = deps;
  const viewer = await resolveViewer(db, me);
  const row = await readableWork(db, viewer, body.formAId);
  assertWritable(viewer, row, await listHoles(db, row.id));
  if (body.version !== row.version) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
  const target = await findDriller(db, body.drillerId);
  if (!target) throw badRequest(WORK_MESSAGES.workDetailsMissing, { drillerId: ['Required'] });
  // The API refuses exactly what the driller select never offers (a plain driller lists only themself).
  const notOffered = transferRefusal(viewer, target);
  if (notOffered) throw forbidden(notOffered);
  const fromDriller = [row.driller_first_name, row.driller_last_name].filter(Boolean).join(' ');
  const toDriller = `${target.firstName} ${target.lastName}`;
  const outcome = drillerChangeOutcome({
    formAId: row.id,
    formStatus: row.form_status,
    sameCompany: target.organisationId === row.organisation_id,
    sameWorkType: true,
    isSuperAdmin: viewer.roleId === ROLE.superAdmin,
    workId: row.work_id ?? '',
    approvalNo: row.work_approval_no ?? '',
    toDriller,
    fromDriller,
  });
  if (outcome.kind === 'refuse') throw badRequest(outcome.message, { drillerId: [outcome.message] });
  if (outcome.kind === 'confirmTransfer' && !body.confirmed)
    return {
      success: true,
      message: outcome.message,
      data: { outcome: 'confirmTransfer' as const, id: row.id, version: row.version },
    };
  if (outcome.kind === 'reassignCopy') {
    const copy = reassignedCopy({
      formAId: row.id,
      approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 },
    });
    const id = await db.transaction().execute(async (trx) => {
      const newId = await copyWork(trx, row.id, target, body.idempotencyKey ?? requestId, viewer.subject);
      await recordAudit(trx, {
        actor: viewer.subject,
        action: 'reassign-copy',
        entity: 'work',
        entityId: newId,
        requestId,
        before: { formAId: row.id, drillerId: row.driller_id },
        after: {
          ...copy,
          formAId: newId,
          drillerId: target.drillerId,
          organisationId: target.organisationId,
        },
      });
      return newId;
    });
    return {
      success: true,
      message: WORK_MESSAGES.submitted,
      data: { outcome: 'reassignedCopy' as const, id, version: 1 },
    };
  }
  const version = await db.transaction().execute(async (trx) => {
    const next = await transferWork(trx, row.id, row.version, target, viewer.subject);
    if (next === null) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
    await resetConditions(trx, row.id, viewer.subject);
    await recordAudit(trx, {
      actor: viewer.subject,
      action: 'transfer',
      entity: 'work',
      entityId: row.id,
      requestId,
      before: { drillerId: row.driller_id, version: row.version },
      after: { drillerId: target.drillerId, version: next, conditionsAccepted: false },
    });
    return next;
  });
  return {
    success: true,
    message: WORK_MESSAGES.submitted,
    data: { outcome: 'transferred' as const, id: row.id, version },
  };
}
