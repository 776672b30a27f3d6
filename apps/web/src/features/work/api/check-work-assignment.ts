import { useMutation } from '@tanstack/react-query';
import { WORK_CONTRACTS, type AssignmentCheckRequest, type AssignmentCheckResponse } from '@driller/domain';
import { callApi, isDeclaredRefusal } from '../../../lib/api/client';

export type AssignmentCheckKind = 'assigned' | 'amended';

/**
 * POST work/getassignedwork (is this work id taken?) or work/getamendedwork (does the original an
 * amended/decommissioned work depends on exist and is it submitted?). A refusal comes back as
 * success false with the spec's message, in a 200 or as one of the contract's error codes.
 */
export async function checkWorkAssignment(kind: AssignmentCheckKind, request: AssignmentCheckRequest): Promise<AssignmentCheckResponse> {
  const contract = kind === 'assigned' ? WORK_CONTRACTS.assignedWork : WORK_CONTRACTS.amendedWork;
  try {
    return await callApi(contract, { body: request });
  } catch (e) {
    if (isDeclaredRefusal(e, contract))
      return { success: false, message: e.message, data: { assigned: true, sameCompany: false, sameDriller: false, formA: null, workType: null, confirms: [] } };
    throw e;
  }
}

export function useCheckWorkAssignment() {
  return useMutation({ mutationFn: (args: { kind: AssignmentCheckKind; request: AssignmentCheckRequest }) => checkWorkAssignment(args.kind, args.request) });
}
