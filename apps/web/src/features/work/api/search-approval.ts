import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';

/** A work under an approval (spec 1 section 3 "Work approval list row"). Dates are ISO yyyy-MM-dd. */
export const approvalWorkSchema = z.object({
  approvalNumber: z.string(),
  groundWorkNumber: z.string().nullable(),
  worksId: z.string(),
  workDescription: z.string(),
  workStatus: z.string(),
  lotDP: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  issueDate: z.string(),
  waterSource: z.string(),
  approvalPurpose: z.string(),
  customerAddress: z.string(),
  waterSharingPlan: z.string(),
  approvalExpiryDate: z.string(),
  customerName: z.string(),
  waterManagementZone: z.string(),
  constructionDate: z.string().nullable(),
  workSiteId: z.string(),
});
export type ApprovalWork = z.infer<typeof approvalWorkSchema>;

const responseSchema = z.object({ success: z.literal(true), workDetails: z.array(approvalWorkSchema) });

/** POST datalake/getapprovalnumberdetails: the works under an approval, sorted by work status. */
export async function searchApproval(workApprovalNo: string): Promise<ApprovalWork[]> {
  const body = await apiRequest<unknown>('/datalake/getapprovalnumberdetails', { method: 'POST', body: { workApprovalNo } });
  return responseSchema.parse(body).workDetails;
}

export function useSearchApproval() {
  return useMutation({ mutationFn: searchApproval });
}
