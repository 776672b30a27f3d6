import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_API, masterDataResponseSchema, type MasterData } from '@driller/domain';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export async function getMasterData(): Promise<MasterData> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.masterData));
  return masterDataResponseSchema.parse(body).data;
}

export const masterDataQueryOptions = () =>
  queryOptions({ queryKey: ['work', 'master-data'], queryFn: getMasterData, staleTime: 5 * 60_000 });

export function useMasterData(enabled = true) {
  return useQuery({ ...masterDataQueryOptions(), enabled });
}
