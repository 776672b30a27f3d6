import { queryOptions } from '@tanstack/react-query';
import { WORK_API, sectionsStatusResponseSchema } from '@driller/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

export type SectionsStatus = z.infer<typeof sectionsStatusResponseSchema>['payload'];

/** BCR section counts of a form, asked before work attribute 3 changes to `attribute3`. */
export async function getSectionsStatus(formAId: number, attribute3: number): Promise<SectionsStatus> {
  const body = await apiRequest<unknown>(apiPath(WORK_API.sectionsStatus(formAId, attribute3)));
  return sectionsStatusResponseSchema.parse(body).payload;
}

export const sectionsStatusQueryOptions = (formAId: number, attribute3: number) =>
  queryOptions({ queryKey: ['work', formAId, 'sections', attribute3], queryFn: () => getSectionsStatus(formAId, attribute3), staleTime: 0 });
