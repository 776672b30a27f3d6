import { queryOptions } from '@tanstack/react-query';
import { WORK_CONTRACTS, type ContractResponse } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export type HoleSectionStatus = ContractResponse<typeof WORK_CONTRACTS.sectionsStatusByPipe>['payload']['formAs'][number];
export interface HoleStatusRequest {
  formAId: number;
  holeId: number | null;
  noOfPipes: number | null;
}

/** Which monitoring holes already have BCR data (edits and deletes of those holes are refused). */
export async function getSectionsStatusByPipe(formAs: readonly HoleStatusRequest[]): Promise<HoleSectionStatus[]> {
  return (await callApi(WORK_CONTRACTS.sectionsStatusByPipe, { body: { formAs: [...formAs] } })).payload.formAs;
}

export const sectionsByPipeQueryOptions = (formAs: readonly HoleStatusRequest[]) =>
  queryOptions({
    queryKey: ['work', formAs[0]?.formAId ?? 0, 'sections-by-pipe', formAs.map((f) => `${f.formAId}:${f.holeId ?? ''}:${f.noOfPipes ?? ''}`).join(',')],
    queryFn: () => getSectionsStatusByPipe(formAs),
    // Asked right before each edit: another session may have added BCR data since.
    staleTime: 0,
  });
