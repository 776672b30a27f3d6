import { useMutation } from '@tanstack/react-query';
import { APPROVAL_CONTRACTS, type ApprovalWork } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type { ApprovalWork };

/** POST datalake/getapprovalnumberdetails: the works under an approval, sorted by work status. */
export async function searchApproval(workApprovalNo: string): Promise<ApprovalWork[]> {
  return (await callApi(APPROVAL_CONTRACTS.search, { body: { workApprovalNo } })).workDetails;
}

export function useSearchApproval() {
  return useMutation({ mutationFn: searchApproval });
}
