import { queryOptions, useQuery } from '@tanstack/react-query';
import { BCR_CONTRACTS, type BcrView, type BcrWorkDetails } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export interface LoadedBcr {
  view: BcrView;
  work: BcrWorkDetails;
}

export async function getBcr(formAId: number): Promise<LoadedBcr> {
  const answer = await callApi(BCR_CONTRACTS.load, { params: { formAId } });
  return { view: answer.data, work: answer.workDetails };
}

export const bcrQueryKey = (formAId: number) => ['bcr', formAId] as const;

export const bcrQueryOptions = (formAId: number) =>
  // Always fresh: the version it carries is what the next save names (a stale one answers 409).
  // networkMode 'always': offline, callApi answers from a copy made available on this device.
  queryOptions({ queryKey: bcrQueryKey(formAId), queryFn: () => getBcr(formAId), staleTime: 0, retry: false, networkMode: 'always' });

export function useBcr(formAId: number) {
  return useQuery({ ...bcrQueryOptions(formAId), enabled: formAId > 0 });
}
