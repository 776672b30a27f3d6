import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';

const conditionSchema = z.object({ conditionNo: z.string(), condition: z.string() });
const responseSchema = z.object({
  success: z.literal(true),
  data: z
    .object({
      approvalConditions: z.array(conditionSchema),
      licenseConditions: z.object({ licenseCondtionsText: z.string(), conditions: z.array(conditionSchema) }).passthrough(),
    })
    .nullable(),
});
export type RegisterConditions = NonNullable<z.infer<typeof responseSchema>['data']>;

/** GET work/getLicenseConditions: the register's conditions of approval; null for an unknown number. */
export async function getLicenceConditions(workApprovalNo: string): Promise<RegisterConditions | null> {
  const body = await apiRequest<unknown>(`/work/getLicenseConditions?workApprovalNo=${encodeURIComponent(workApprovalNo)}`);
  return responseSchema.parse(body).data;
}

export const licenceConditionsQueryOptions = (workApprovalNo: string) =>
  queryOptions({ queryKey: ['approval', workApprovalNo, 'conditions'], queryFn: () => getLicenceConditions(workApprovalNo) });

export function useLicenceConditions(workApprovalNo: string | null | undefined, enabled: boolean) {
  return useQuery({ ...licenceConditionsQueryOptions(workApprovalNo ?? ''), enabled: enabled && !!workApprovalNo });
}
