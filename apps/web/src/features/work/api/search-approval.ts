import { useMutation } from '@tanstack/react-query';
import { approvalSearchResponse, type ApprovalWork } from '@driller/domain';
import { apiRequest } from '../../../lib/api/client';

export type { ApprovalWork };

/** POST datalake/getapprovalnumberdetails: the works under an approval, sorted by work status. */
export async function searchApproval(workApprovalNo: string): Promise<ApprovalWork[]> {
  const body = await apiRequest<unknown>('/datalake/getapprovalnumberdetails', { method: 'POST', body: { workApprovalNo } });
  return approvalSearchResponse.parse(body).workDetails;
}

export function useSearchApproval() {
  return useMutation({ mutationFn: searchApproval });
}
