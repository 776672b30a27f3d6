import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_API, changeAssignmentResponseSchema, type ChangeAssignmentRequest } from '@driller/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type ChangeAssignmentResponse = z.infer<typeof changeAssignmentResponseSchema>;

/** Transfers an unsubmitted work to another driller (confirmed) or asks for the confirm first. */
export async function changeWorkAssignment(request: ChangeAssignmentRequest): Promise<ChangeAssignmentResponse> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.changeAssignment), { method: 'POST', body: request });
  return changeAssignmentResponseSchema.parse(body);
}

export function useChangeWorkAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkAssignment,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: ['work', result.data.id] }),
  });
}
