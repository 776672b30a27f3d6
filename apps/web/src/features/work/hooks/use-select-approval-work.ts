import { useFormContext } from 'react-hook-form';
import { GENERAL_MESSAGES, dependsOnOriginalWork } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { checkWorkAssignment } from '../api/check-work-assignment';
import type { ApprovalWork } from '../api/search-approval';
import { APPROVAL_CHOICE } from './work-flow';
import { attributeIds, patchValues, type WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

/**
 * Picking a work under the approval: an amended/decommissioned work first checks its original
 * (refusals end it, confirms are asked in order, Cancel aborts); any work checks it is not taken.
 * Then the approval's fields are copied onto the form.
 */
export function useSelectApprovalWork() {
  const { getValues, setValue } = useFormContext<WorkFormValues>();
  const { formAId } = useWorkContext();
  const dialogs = useDialogs();

  async function passesChecks(work: ApprovalWork): Promise<boolean> {
    const values = getValues();
    const attribute1 = attributeIds(values.workType).attribute1;
    const request = { workApprovalNo: work.approvalNumber, drillerId: values.drillerId ?? null, workId: work.worksId, formAID: formAId, workAttribute1: attribute1 };
    try {
      const check = await checkWorkAssignment(dependsOnOriginalWork(attribute1) ? 'amended' : 'assigned', request);
      if (!check.success) {
        await dialogs.alert(check.message ?? GENERAL_MESSAGES.loadingFailed);
        return false;
      }
      for (const message of check.data.confirms) if (!(await dialogs.confirm(message))) return false;
      return true;
    } catch {
      await dialogs.alert(GENERAL_MESSAGES.loadingFailed);
      return false;
    }
  }

  async function select(work: ApprovalWork): Promise<boolean> {
    if (!(await passesChecks(work))) return false;
    patchValues(setValue, {
      approvalNumberSupplied: true,
      workApprovalOrWithoutApproval: APPROVAL_CHOICE.withApproval,
      workApprovalNo: work.approvalNumber,
      workId: work.worksId,
      workSiteId: work.workSiteId,
      workDescription: work.workDescription,
      gwNo: work.groundWorkNumber,
      workStatus: work.workStatus,
      lotNo: work.lotDP,
      approvedLatitude: work.latitude,
      approvedLongitude: work.longitude,
      approvalIssueDate: work.issueDate,
      approvalExpiryDate: work.approvalExpiryDate,
      constructionDate: work.constructionDate,
      waterSource: work.waterSource,
      approvalPurposes: work.approvalPurpose,
      waterSharingPlan: work.waterSharingPlan,
      waterManagementZone: work.waterManagementZone,
      customerName: work.customerName,
      customerAddress: work.customerAddress,
    });
    return true;
  }

  return { select };
}
