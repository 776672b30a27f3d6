import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { BCR_CONTRACTS, PAGE_SIZE, SEARCH_CONTRACTS, type DashboardGrid } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

export const dashboardKey = (grid: DashboardGrid, page: number) => ['dashboard', grid, page] as const;

/** GET work/dashboard: one zero-based page of 20 rows of a grid; the page shown stays while the next loads. */
export function useDashboardList(grid: DashboardGrid, page: number) {
  return useQuery({
    queryKey: dashboardKey(grid, page),
    queryFn: async () =>
      (await callApi(SEARCH_CONTRACTS.dashboardList, { query: { grid, skip: page * PAGE_SIZE.dashboard, take: PAGE_SIZE.dashboard } })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** bcr/deactivate: the dashboard's Delete BCR. */
export function useDeleteBcr() {
  return useMutation({ mutationFn: async (body: { formAId: number; version: number }) => callApi(BCR_CONTRACTS.deactivate, { body }) });
}
