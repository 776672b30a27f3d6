import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_API, updateGwNoResponseSchema } from '@driller/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type UpdateGwNoResult = z.infer<typeof updateGwNoResponseSchema>['data'];

export async function updateGwNo(request: { formAGuId: string; gwNo: string; version: number | null }): Promise<UpdateGwNoResult> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.updateGwNo), { method: 'POST', body: request });
  return updateGwNoResponseSchema.parse(body).data;
}

export function useUpdateGwNo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGwNo,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.formAId] }),
  });
}
