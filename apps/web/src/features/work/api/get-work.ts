import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_API, workDetailResponseSchema, type WorkDetailPayload } from '@driller/domain';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export async function getWork(formAId: number): Promise<WorkDetailPayload> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.load(formAId)));
  return workDetailResponseSchema.parse(body).payload;
}

export const workQueryOptions = (formAId: number) =>
  // Always fresh: the version it carries is what a save will name (stale versions answer 409).
  queryOptions({ queryKey: ['work', formAId], queryFn: () => getWork(formAId), staleTime: 0, retry: false });

export function useWork(formAId: number) {
  return useQuery({ ...workQueryOptions(formAId), enabled: formAId > 0 });
}
