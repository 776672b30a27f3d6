import { useQuery } from '@tanstack/react-query';
import { WORK_CONTRACTS, type HydstraExportState, type HydstraStatusResponse } from '@driller/domain';
import { callApi } from '../../lib/api/client';

/** While the export is on its way the panel asks again this often; once sent or given up, it stops. */
export const HYDSTRA_REFRESH_MS = 5_000;

export function refreshIntervalFor(state: HydstraExportState | undefined): number | false {
  return state === 'waiting' || state === 'sending' ? HYDSTRA_REFRESH_MS : false;
}

export const hydstraStatusQueryKey = (formAGuid: string) => ['hydstraStatus', formAGuid] as const;

/** POST work/gethydstrastatus for one work (the review page now; the dashboard's modal later). */
export function useHydstraStatus(formAGuid: string) {
  return useQuery({
    queryKey: hydstraStatusQueryKey(formAGuid),
    queryFn: (): Promise<HydstraStatusResponse> => callApi(WORK_CONTRACTS.hydstraStatus, { body: { formAGuid } }),
    refetchInterval: (query) => refreshIntervalFor(query.state.data?.payload.state),
    enabled: formAGuid !== '',
  });
}
