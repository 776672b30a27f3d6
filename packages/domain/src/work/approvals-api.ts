import { z } from 'zod';

/**
 * Wire shapes of the approvals register (spec 1 section 3 "Work approval list row", "Approval condition",
 * "Review licensing conditions"): the server's routes and HTTP client and the web app all read them here.
 * Dates are ISO yyyy-MM-dd.
 */
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

const conditionSchema = z.object({ conditionNo: z.string(), condition: z.string() });
const flag = z.enum(['0', '1']);

export const approvalConditionsSchema = z.object({
  approvalConditions: z.array(conditionSchema),
  licenseConditions: z.object({
    standardLicensingConditionsText: z.string(),
    standardLicensingConditionsAccepted: flag,
    discretionaryLicensingConditionsText: z.string(),
    discretionaryLicensingConditionsAccepted: flag,
    licenseCondtionsText: z.string(),
    conditions: z.array(conditionSchema),
  }),
});

export type ApprovalWork = z.infer<typeof approvalWorkSchema>;
export type ApprovalConditions = z.infer<typeof approvalConditionsSchema>;

/**
 * What the lookup accepts, as OpenAPI documents it: a non-empty number. The route reads a refused body
 * itself, so an empty, null or missing number still gets the spec's message (approvals.routes.ts).
 */
const approvalNumberParam = z
  .string()
  .min(1)
  .max(50)
  .describe('The work approval number: 2 digits, CW, WA or MW, then 6 digits (e.g. 90WA123456); case and surrounding spaces are ignored.');
export const approvalSearchBody = z.object({ workApprovalNo: approvalNumberParam });
export const approvalSearchResponse = z.object({ success: z.literal(true), workDetails: z.array(approvalWorkSchema) });

export const licenceConditionsQuery = z.object({ workApprovalNo: approvalNumberParam });
export const licenceConditionsResponse = z.object({ success: z.literal(true), data: approvalConditionsSchema.nullable() });
