import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_CONTRACTS, type ContractResponse } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type UpdateGwNoResult = ContractResponse<typeof WORK_CONTRACTS.updateGwNo>['data'];

export async function updateGwNo(request: { formAGuId: string; gwNo: string; version: number | null }): Promise<UpdateGwNoResult> {
  return (await callApi(WORK_CONTRACTS.updateGwNo, { body: request })).data;
}

export function useUpdateGwNo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGwNo,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.formAId] }),
  });
}
