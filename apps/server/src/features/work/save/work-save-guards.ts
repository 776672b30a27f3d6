import {
  ROLE,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  dependsOnOriginalWork,
  type WorkSaveParsed,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { ApiError, badRequest, forbidden } from '../../../platform/http/errors';
import { amendedSteps, assignmentVerdict, refusalOf } from '../assignment/work-assignment-checks';
import type { Viewer } from '../record/work-viewer';
import { findDriller, findWorksForApprovalWork, type DrillerRow, type WorkRow } from '../record/work.repository';

/**
 * The work's driller: an existing work keeps its own (a change of driller is changeworkassignment);
 * a new one takes the chosen driller (on the monitoring page, the first hole's), whom a driller may only
 * be themself and a company admin only one of the company.
 */
export async function chooseDriller(
  db: Db,
  viewer: Viewer,
  existing: WorkRow | null,
  body: WorkSaveParsed,
): Promise<DrillerRow | null> {
  const id = existing ? existing.driller_id : firstDrillerOf(body);
  if (id === null || id === undefined) return null;
  const driller = await findDriller(db, id);
  if (!driller) throw badRequest(WORK_MESSAGES.workDetailsMissing, { drillerId: ['Required'] });
  if (!existing && !mayChooseDriller(viewer, driller)) throw forbidden(WORK_DECIDED_MESSAGES.drillerNotInCompany);
  return driller;
}

const firstDrillerOf = (body: WorkSaveParsed): number | null | undefined =>
  body.drillerId ?? body.workDetailsMonitoring[0]?.driller;

/** Super Admin and regulator pick anyone; a driller picks themself, a company admin one of the company. */
function mayChooseDriller(viewer: Viewer, driller: DrillerRow): boolean {
  if (viewer.roleId === ROLE.superAdmin || viewer.roleId === ROLE.regulator) return true;
  if (viewer.drillerId === driller.drillerId) return true;
  const ownCompany = viewer.organisationId !== null && driller.organisationId === viewer.organisationId;
  return ownCompany && (viewer.roleId === ROLE.drillingCompanyAdmin || viewer.isDCA);
}

/** A new work must not take an approval work another driller holds; amended works need their original. */
export async function checkAssignment(
  db: Db,
  plan: { work_approval_no?: string | null; work_id?: string | null; work_attribute_1?: number | null },
  driller: DrillerRow | null,
  excludeId: number,
  registerGwNo: string | null,
) {
  if (!plan.work_approval_no || !plan.work_id) return;
  const others = await findWorksForApprovalWork(db, plan.work_approval_no, plan.work_id, excludeId);
  const refusal = dependsOnOriginalWork(plan.work_attribute_1 ?? null)
    ? refusalOf(amendedSteps(others, true, registerGwNo))
    : assignmentVerdict(
        others,
        driller?.drillerId ?? null,
        driller?.organisationId ?? null,
        plan.work_approval_no,
        plan.work_id,
      ).refusal;
  if (refusal) throw badRequest(refusal, { workId: [refusal] });
}

/** The work an earlier request with this id created; another user's request id is refused, never answered. */
export function firstOfMine(first: WorkRow, viewer: Viewer): WorkRow {
  if (first.created_by !== viewer.subject)
    throw new ApiError(409, WORK_DECIDED_MESSAGES.requestIdUsed, 'DUPLICATE_REQUEST');
  return first;
}
