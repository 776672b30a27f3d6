import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_CONTRACTS, type MasterData } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** The work form's options; the drillers come a page at a time, and the select offers them all. */
export async function getMasterData(): Promise<MasterData> {
  const first = await callApi(WORK_CONTRACTS.masterData);
  const data = { ...first.data, drillers: [...first.data.drillers], drillersAdmin: [...first.data.drillersAdmin] };
  for (let cursor = first.nextCursor; cursor; ) {
    const next = await callApi(WORK_CONTRACTS.masterData, { query: { cursor } });
    data.drillers.push(...next.data.drillers);
    data.drillersAdmin.push(...next.data.drillersAdmin);
    cursor = next.nextCursor;
  }
  return data;
}

export const masterDataQueryOptions = () =>
  // networkMode 'always': offline, callApi answers from a copy made available on this device.
  queryOptions({ queryKey: ['work', 'master-data'], queryFn: getMasterData, staleTime: 5 * 60_000, networkMode: 'always' });

export function useMasterData(enabled = true) {
  return useQuery({ ...masterDataQueryOptions(), enabled });
}
