import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_API, workSaveResponseSchema, type WorkSaveRequest, type WorkSaveResult } from '@driller/domain';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export async function saveWork(request: WorkSaveRequest): Promise<WorkSaveResult> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.save), { method: 'POST', body: request });
  return workSaveResponseSchema.parse(body).data;
}

export function useSaveWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWork,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.formAId] }),
  });
}
