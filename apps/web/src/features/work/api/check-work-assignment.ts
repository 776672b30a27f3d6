import { useMutation } from '@tanstack/react-query';
import { WORK_API, assignmentCheckResponseSchema, type AssignmentCheckRequest, type AssignmentCheckResponse } from '@driller/domain';
import { ApiError, apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type AssignmentCheckKind = 'assigned' | 'amended';

/**
 * POST work/getassignedwork (is this work id taken?) or work/getamendedwork (does the original an
 * amended/decommissioned work depends on exist and is it submitted?). A refusal comes back as
 * success false with the spec's message, in a 200 or a 4xx body.
 */
export async function checkWorkAssignment(kind: AssignmentCheckKind, request: AssignmentCheckRequest): Promise<AssignmentCheckResponse> {
  const path = kind === 'assigned' ? WORK_API.assignedWork : WORK_API.amendedWork;
  try {
    const body = await apiRequest<unknown>(apiPath(path), { method: 'POST', body: request });
    return assignmentCheckResponseSchema.parse(body);
  } catch (e) {
    if (e instanceof ApiError && e.body?.message && e.status < 500)
      return { success: false, message: e.body.message, data: { assigned: true, sameCompany: false, sameDriller: false, formA: null, workType: null, confirms: [] } };
    throw e;
  }
}

export function useCheckWorkAssignment() {
  return useMutation({ mutationFn: (args: { kind: AssignmentCheckKind; request: AssignmentCheckRequest }) => checkWorkAssignment(args.kind, args.request) });
}
