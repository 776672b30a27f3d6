import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_CONTRACTS, type ChangeAssignmentRequest, type ContractResponse } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type ChangeAssignmentResponse = ContractResponse<typeof WORK_CONTRACTS.changeAssignment>;

/** Transfers an unsubmitted work to another driller (confirmed) or asks for the confirm first. */
export function changeWorkAssignment(request: ChangeAssignmentRequest): Promise<ChangeAssignmentResponse> {
  return callApi(WORK_CONTRACTS.changeAssignment, { body: request });
}

export function useChangeWorkAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkAssignment,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.data.id] }),
  });
}
