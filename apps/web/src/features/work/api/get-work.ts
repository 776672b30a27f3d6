import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_CONTRACTS, type WorkDetailPayload } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export async function getWork(formAId: number): Promise<WorkDetailPayload> {
  return (await callApi(WORK_CONTRACTS.load, { params: { id: formAId } })).payload;
}

export const workQueryOptions = (formAId: number) =>
  // Always fresh: the version it carries is what a save will name (stale versions answer 409).
  // networkMode 'always': offline, callApi answers from a copy made available on this device.
  queryOptions({ queryKey: ['work', formAId], queryFn: () => getWork(formAId), staleTime: 0, retry: false, networkMode: 'always' });

export function useWork(formAId: number) {
  return useQuery({ ...workQueryOptions(formAId), enabled: formAId > 0 });
}
