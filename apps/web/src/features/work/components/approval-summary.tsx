import { useFormContext, useWatch } from 'react-hook-form';
import { formatCoordinate, formatDate } from '@driller/domain';
import { ReadOnlyValue } from '../../../components/ui/form-field';
import type { WorkFormValues } from '../hooks/work-form-values';

/** The approval's read-only fields, as the register returned them for the selected work. */
export function ApprovalSummary() {
  const { control } = useFormContext<WorkFormValues>();
  const v = useWatch({ control }) as WorkFormValues;
  if (!v.workApprovalNo) return null;
  return (
    <dl className="app-readonly-list" aria-label="Approval details">
      <ReadOnlyValue label="Work approval number" value={v.workApprovalNo} testId="approval-number" />
      <ReadOnlyValue label="Work Id" value={v.workId} />
      <ReadOnlyValue label="Lot/DP" value={v.lotNo} testId="approved-lot-dp" />
      <ReadOnlyValue label="Approved latitude" value={formatCoordinate(v.approvedLatitude)} testId="approved-latitude" />
      <ReadOnlyValue label="Approved longitude" value={formatCoordinate(v.approvedLongitude)} testId="approved-longitude" />
      <ReadOnlyValue label="Water source" value={v.waterSource} />
      <ReadOnlyValue label="Approval purposes" value={v.approvalPurposes} />
      <ReadOnlyValue label="Water sharing plan" value={v.waterSharingPlan} />
      <ReadOnlyValue label="Water management zone" value={v.waterManagementZone} />
      <ReadOnlyValue label="Issue date" value={formatDate(v.approvalIssueDate)} testId="approval-issue-date" />
      <ReadOnlyValue label="Expiry date" value={formatDate(v.approvalExpiryDate)} />
      <ReadOnlyValue label="Property address" value={v.customerAddress} />
    </dl>
  );
}
