import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_CONTRACTS, type MasterData } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export async function getMasterData(): Promise<MasterData> {
  return (await callApi(WORK_CONTRACTS.masterData)).data;
}

export const masterDataQueryOptions = () =>
  queryOptions({ queryKey: ['work', 'master-data'], queryFn: getMasterData, staleTime: 5 * 60_000 });

export function useMasterData(enabled = true) {
  return useQuery({ ...masterDataQueryOptions(), enabled });
}
