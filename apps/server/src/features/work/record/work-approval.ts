import {
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  isBlank,
  isWorkSelectable,
  normaliseApprovalNumber,
  validateApprovalSearch,
} from '@driller/domain';
import type { ApprovalWork, ApprovalsRegister } from '../../../adapters/approvals-register/approvals.port';
import { badRequest } from '../../../platform/http/errors';
import { throwIfErrors } from '../../../platform/save/save-issues';

/** Fields a work copies from the register (spec 1 page 1: the read-only approval fields). */
export interface ApprovalCopy {
  work_approval_no: string;
  work_id: string;
  work_site_id: string;
  work_description: string;
  work_status: string;
  lot_no: string;
  approved_latitude: number;
  approved_longitude: number;
  approval_issue_date: string;
  approval_expiry_date: string;
  construction_date: string | null;
  water_source: string;
  approval_purposes: string;
  water_sharing_plan: string;
  water_management_zone: string;
  customer_name: string;
  customer_address: string;
  gw_no: string | null;
}

export function approvalCopy(w: ApprovalWork): ApprovalCopy {
  return {
    work_approval_no: w.approvalNumber,
    work_id: w.worksId,
    work_site_id: w.workSiteId,
    work_description: w.workDescription,
    work_status: w.workStatus,
    lot_no: w.lotDP,
    approved_latitude: w.latitude,
    approved_longitude: w.longitude,
    approval_issue_date: w.issueDate,
    approval_expiry_date: w.approvalExpiryDate,
    construction_date: w.constructionDate,
    water_source: w.waterSource,
    approval_purposes: w.approvalPurpose,
    water_sharing_plan: w.waterSharingPlan,
    water_management_zone: w.waterManagementZone,
    customer_name: w.customerName,
    customer_address: w.customerAddress,
    gw_no: w.groundWorkNumber,
  };
}

/**
 * The register's row for the approval number and work id the browser sent: the browser's copy of the
 * approval fields is never trusted. Null when the number is blank (the draft rules then say Required).
 * An unknown number or work id answers 'The work details does not exist.'; an Installed work is refused
 * unless the work type amends or decommissions it.
 */
export async function verifyApprovalWork(
  register: ApprovalsRegister,
  approvalNo: string | null | undefined,
  workId: string | number | null | undefined,
  attribute1: number | null,
): Promise<ApprovalWork | null> {
  if (isBlank(approvalNo)) return null;
  throwIfErrors(validateApprovalSearch(approvalNo));
  const works = await register.findWorks(normaliseApprovalNumber(approvalNo));
  const match = works.find((w) => w.worksId === String(workId ?? '').trim());
  if (!match)
    throw badRequest(WORK_MESSAGES.workDetailsMissing, { workId: [WORK_MESSAGES.workDetailsMissing] });
  if (!isWorkSelectable(match.workStatus, attribute1))
    throw badRequest(WORK_DECIDED_MESSAGES.installedWork, { workId: [WORK_DECIDED_MESSAGES.installedWork] });
  return match;
}
