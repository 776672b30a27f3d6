import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_CONTRACTS, type WorkSaveRequest, type WorkSaveResult } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export async function saveWork(request: WorkSaveRequest): Promise<WorkSaveResult> {
  return (await callApi(WORK_CONTRACTS.save, { body: request })).data;
}

export function useSaveWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWork,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.formAId] }),
  });
}
