import { queryOptions } from '@tanstack/react-query';
import { WORK_CONTRACTS, type ContractResponse } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type SectionsStatus = ContractResponse<typeof WORK_CONTRACTS.sectionsStatus>['payload'];

/** BCR section counts of a form, asked before work attribute 3 changes to `attribute3`. */
export async function getSectionsStatus(formAId: number, attribute3: number): Promise<SectionsStatus> {
  return (await callApi(WORK_CONTRACTS.sectionsStatus, { params: { formAId, x: attribute3 } })).payload;
}

export const sectionsStatusQueryOptions = (formAId: number, attribute3: number) =>
  queryOptions({ queryKey: ['work', formAId, 'sections', attribute3], queryFn: () => getSectionsStatus(formAId, attribute3), staleTime: 0 });
