import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPROVAL_CONTRACTS, type ApprovalConditions } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type RegisterConditions = ApprovalConditions;

/** GET work/getLicenseConditions: the register's conditions of approval; null for an unknown number. */
export async function getLicenceConditions(workApprovalNo: string): Promise<RegisterConditions | null> {
  return (await callApi(APPROVAL_CONTRACTS.licenceConditions, { query: { workApprovalNo } })).data;
}

export const licenceConditionsQueryOptions = (workApprovalNo: string) =>
  queryOptions({ queryKey: ['approval', workApprovalNo, 'conditions'], queryFn: () => getLicenceConditions(workApprovalNo) });

export function useLicenceConditions(workApprovalNo: string | null | undefined, enabled: boolean) {
  return useQuery({ ...licenceConditionsQueryOptions(workApprovalNo ?? ''), enabled: enabled && !!workApprovalNo });
}
