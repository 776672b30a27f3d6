import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, SEARCH_CONTRACTS, type DashboardGrid } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export const dashboardKey = (grid: DashboardGrid, cursor: string | undefined) => ['dashboard', grid, cursor ?? ''] as const;

/**
 * GET work/dashboard: the page of 20 rows of a grid that starts at `cursor` (the first page without one);
 * the page shown stays while the next loads.
 */
export function useDashboardList(grid: DashboardGrid, cursor: string | undefined) {
  return useQuery({
    queryKey: dashboardKey(grid, cursor),
    queryFn: async () => callApi(SEARCH_CONTRACTS.dashboardList, { query: { grid, limit: PAGE_SIZE.dashboard, ...(cursor === undefined ? {} : { cursor }) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Offline, callApi lists the copies made available on this device instead (lib/offline).
    networkMode: 'always',
  });
}
