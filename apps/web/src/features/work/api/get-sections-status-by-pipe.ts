import { queryOptions } from '@tanstack/react-query';
import { WORK_API, sectionsByPipeResponseSchema } from '@driller/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type HoleSectionStatus = z.infer<typeof sectionsByPipeResponseSchema>['payload']['formAs'][number];
export interface HoleStatusRequest {
  formAId: number;
  holeId: number | null;
  noOfPipes: number | null;
}

/** Which monitoring holes already have BCR data (edits and deletes of those holes are refused). */
export async function getSectionsStatusByPipe(formAs: readonly HoleStatusRequest[]): Promise<HoleSectionStatus[]> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.sectionsStatusByPipe), { method: 'POST', body: { formAs } });
  return sectionsByPipeResponseSchema.parse(body).payload.formAs;
}

export const sectionsByPipeQueryOptions = (formAs: readonly HoleStatusRequest[]) =>
  queryOptions({
    queryKey: ['work', formAs[0]?.formAId ?? 0, 'sections-by-pipe', formAs.map((f) => `${f.formAId}:${f.holeId ?? ''}:${f.noOfPipes ?? ''}`).join(',')],
    queryFn: () => getSectionsStatusByPipe(formAs),
    // Asked right before each edit: another session may have added BCR data since.
    staleTime: 0,
  });
