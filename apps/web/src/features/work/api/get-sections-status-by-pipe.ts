import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_API, sectionsByPipeResponseSchema } from '@driller/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type HoleSectionStatus = z.infer<typeof sectionsByPipeResponseSchema>['payload']['formAs'][number];

/** Which monitoring holes already have BCR data (their rows are then locked against edits). */
export async function getSectionsStatusByPipe(formAs: { formAId: number; noOfPipes: number | null }[]): Promise<HoleSectionStatus[]> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.sectionsStatusByPipe), { method: 'POST', body: { formAs } });
  return sectionsByPipeResponseSchema.parse(body).payload.formAs;
}

export const sectionsByPipeQueryOptions = (formAs: { formAId: number; noOfPipes: number | null }[]) =>
  queryOptions({
    queryKey: ['work', 'sections-by-pipe', formAs.map((f) => f.formAId).join(',')],
    queryFn: () => getSectionsStatusByPipe(formAs),
    enabled: formAs.length > 0,
  });

export function useSectionsStatusByPipe(formAs: { formAId: number; noOfPipes: number | null }[]) {
  return useQuery(sectionsByPipeQueryOptions(formAs));
}
