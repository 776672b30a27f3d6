import { z } from 'zod';
import { maxCharactersMessage } from '../common/messages';
import { FORM_STATUS } from '../common/form-status';
import {
  GEO_MESSAGES,
  isDecimalDegrees,
  isLatitudeInNsw,
  isLongitudeInNsw,
  roundCoordinate,
} from '../geo/coordinates';
import { REFERENCE_NO_MAX, WORK_NAME_MAX } from './draft-save';
import { PIPES_MAX, PIPES_MIN, PIPES_RANGE_MESSAGE } from './monitoring-holes';

const text = z.string().nullish();
const limitedText = (max: number) => z.string().max(max, maxCharactersMessage(max)).nullish();
const intId = z.number().int();
/** Ids and codes the register sends as text or number (work id, GW no, site id). */
const code = z.union([z.string(), z.number()]).nullish();

/** Latitude/longitude in NSW, rounded to 6 decimals. */
export const latitudeSchema = z
  .number()
  .refine(isLatitudeInNsw, GEO_MESSAGES.latitudeRange)
  .transform(roundCoordinate);
export const longitudeSchema = z
  .number()
  .refine(isLongitudeInNsw, GEO_MESSAGES.longitudeRange)
  .transform(roundCoordinate);

/**
 * Hole coordinates are refused, not rounded, past 6 decimals (spec 1 "Monitoring page save"): the API
 * answers exactly what the holes table says.
 */
export const holeLatitudeSchema = z
  .number()
  .refine((v) => isDecimalDegrees(v), GEO_MESSAGES.latitudeDecimals)
  .refine(isLatitudeInNsw, GEO_MESSAGES.latitudeRange);
export const holeLongitudeSchema = z
  .number()
  .refine((v) => isDecimalDegrees(v), GEO_MESSAGES.longitudeDecimals)
  .refine(isLongitudeInNsw, GEO_MESSAGES.longitudeRange);

const attribute = z.object({ id: intId.min(1).max(8), name: text }).nullish();

export const workTypeSchema = z.object({
  workTypeId: intId.nullish(),
  workAttribute1: attribute,
  workAttribute2: attribute,
  workAttribute3: attribute,
  workAttribute4: attribute,
  deleteCasingSupport: z.enum(['0', '1']).default('0'),
});

const offlineLock = z.object({ lockedStatus: intId.nullish(), lockedBy: intId.nullish() });

/** A monitoring hole row (workDetailsMonitoring). */
export const monitoringHoleSchema = z.object({
  id: intId.nullish().describe('The hole id; absent for a new hole.'),
  formAId: intId.nullish().describe('The work (Form A) the hole belongs to.'),
  actualLatitude: holeLatitudeSchema
    .nullish()
    .describe('Actual latitude, decimal degrees (GDA2020), at most 6 decimals, inside NSW.'),
  actualLongitude: holeLongitudeSchema
    .nullish()
    .describe('Actual longitude, decimal degrees (GDA2020), at most 6 decimals, inside NSW.'),
  actualLotDp: text.describe("Lot/DP of the hole's actual location, from the cadastre."),
  driller: intId
    .nullish()
    .describe("Id of the driller who drills the hole: a driller of the work's company."),
  workName: limitedText(WORK_NAME_MAX).describe('Name of the hole (at most 50 characters).'),
  holeType: z
    .union([z.literal(1), z.literal(2)])
    .nullish()
    .describe('1 pilot hole (exactly one per work), 2 other monitoring hole.'),
  holeNo: code.describe('Number of the hole within the work.'),
  noOfPipes: intId
    .min(PIPES_MIN, PIPES_RANGE_MESSAGE)
    .max(PIPES_MAX, PIPES_RANGE_MESSAGE)
    .nullish()
    .describe('Number of pipes in the hole: blank, or 2 to 6.'),
  distance: z
    .number()
    .nonnegative()
    .nullish()
    .describe('Metres from the pilot hole, computed by the server.'),
  exceptionReasonCode: text.describe('Reason codes of the warnings confirmed for this hole.'),
  monitoringStatus: intId.nullish().describe("The hole's monitoring status."),
  formAOffline: z.array(offlineLock).nullish().describe("The hole's offline locks (read only)."),
});
export type MonitoringHole = z.output<typeof monitoringHoleSchema>;

/** POST /work/save (spec 1 section 3 "Work"). The server re-runs the rule functions on top. */
export const workSaveSchema = z.object({
  formAId: intId.min(0).default(0).describe('The work (Form A) id; 0 creates a new work.'),
  formAGuid: text.describe("The work's GUID (read only)."),
  /** Optimistic concurrency: the version the user edited; null for a new work. */
  version: intId
    .min(0)
    .nullish()
    .describe(
      'The version of the work the user edited; a stale version is refused with 409. Null for a new work.',
    ),
  drillerId: intId.nullish().describe('Id of the driller the work is assigned to.'),
  approvalNumberSupplied: z
    .boolean()
    .default(true)
    .describe(
      'True when the driller has a work approval number (false: a monitoring work without approval).',
    ),
  workApprovalNo: text.describe('The water work approval number, e.g. 50WA484954.'),
  workApprovalOrWithoutApproval: code.describe('The approval number, or the reason the work has none.'),
  workId: code.describe("The approval work's id in the approvals register."),
  workSiteId: code.describe("The approval work's site id."),
  workName: limitedText(WORK_NAME_MAX).describe('Name of the work (at most 50 characters).'),
  workDescription: text.describe("The approval work's description."),
  gwNo: code.describe('Groundwater (GW) number of the bore.'),
  lotNo: text.describe('Approved Lot/DP.'),
  actualLotNo: text.describe('Lot/DP of the actual location, from the cadastre.'),
  approvedLatitude: latitudeSchema.nullish().describe('Approved latitude, decimal degrees (GDA2020).'),
  approvedLongitude: longitudeSchema.nullish().describe('Approved longitude, decimal degrees (GDA2020).'),
  actualLatitude: latitudeSchema
    .nullish()
    .describe('Actual latitude of the bore, decimal degrees (GDA2020), at most 6 decimals, inside NSW.'),
  actualLongitude: longitudeSchema
    .nullish()
    .describe('Actual longitude of the bore, decimal degrees (GDA2020), at most 6 decimals, inside NSW.'),
  distance: z
    .number()
    .nonnegative()
    .nullish()
    .describe('Metres between the approved and the actual location, computed by the server.'),
  formStatus: intId
    .min(FORM_STATUS.draft)
    .max(FORM_STATUS.savedNotSubmitted)
    .default(FORM_STATUS.draft)
    .describe(
      'Form status: 1 draft, 2 submitted, 3 submitted for review, 4 marked for final submission, 5 saved but not submitted.',
    ),
  currentRole: intId.nullish().describe('Role id of the user saving.'),
  approvalIssueDate: text.describe('Issue date of the approval (dd/MM/yyyy).'),
  approvalExpiryDate: text.describe('Expiry date of the approval (dd/MM/yyyy).'),
  constructionDate: text.describe('Date construction of the work finished (dd/MM/yyyy).'),
  waterSource: text.describe('Water source of the approval.'),
  approvalPurposes: text.describe('Purposes of the approval.'),
  waterSharingPlan: text.describe('Water sharing plan of the approval.'),
  waterManagementZone: text.describe('Water management zone of the approval.'),
  customerName: text.describe('Name of the approval holder.'),
  customerAddress: text.describe('Address of the approval holder.'),
  purposeWithoutApproval: code.describe('Why a monitoring work has no approval.'),
  workStatus: text.describe("The approval work's status in the register, e.g. Installed."),
  holeType: intId.nullish().describe('Hole type of a single-hole work.'),
  monitoringStatus: intId.nullish().describe("The work's monitoring status."),
  referenceNo: limitedText(REFERENCE_NO_MAX).describe(
    "The driller's own reference for a monitoring work (at most 50 characters).",
  ),
  exceptionReasonCode: text.describe('Reason codes of the warnings the user confirmed.'),
  mapDocumentId: code.describe('Document id of the saved map image.'),
  hydstra: z.boolean().default(false).describe('True once the work is exported to Hydstra.'),
  county: text.describe('County of the work.'),
  reviewStatus: intId.nullish().describe('Review status of the report.'),
  acceptedDates: text.describe('When the conditions of approval were accepted.'),
  acceptedBy: code.describe('Who accepted the conditions of approval.'),
  acceptedRole: intId.nullish().describe('Role of whoever accepted the conditions of approval.'),
  amendedOriginalBCRId: intId.nullish().describe('For an amended work: the BCR of the original work.'),
  searchState: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .default(0)
    .describe('Approval search state: 0 none, 1 searched, 2 searched again.'),
  approvalConditions: z
    .object({
      approvalConditionsId: intId.min(0),
      approvalConditionStatus: z.union([z.literal(0), z.literal(1)]),
    })
    .nullish()
    .describe('Acceptance of the conditions of approval: 1 accepted.'),
  licenseConditions: text.describe('The licence conditions text.'),
  workType: workTypeSchema.nullish().describe('The work type: workTypeId and the four work attributes.'),
  workDetailsMonitoring: z
    .array(monitoringHoleSchema)
    .default([])
    .describe('The monitoring holes; a hole left out of the list is deleted.'),
  formModified: z
    .boolean()
    .default(false)
    .describe('True when the form changed since it was loaded ("There is nothing to save" otherwise).'),
  save: z.boolean().default(false).describe('True for Save (draft).'),
  next: z.boolean().default(false).describe('True for Next / Save & Next.'),
  nextAction: text.describe('What the page does after the save.'),
});
export type WorkSavePayload = z.output<typeof workSaveSchema>;
export type WorkSaveInput = z.input<typeof workSaveSchema>;
