import { z } from 'zod';
import { maxCharactersMessage } from '../common/messages';
import { FORM_STATUS } from '../common/form-status';
import { GEO_MESSAGES, isDecimalDegrees, isLatitudeInNsw, isLongitudeInNsw, roundCoordinate } from '../geo/coordinates';
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
  id: intId.nullish(),
  formAId: intId.nullish(),
  actualLatitude: holeLatitudeSchema.nullish(),
  actualLongitude: holeLongitudeSchema.nullish(),
  actualLotDp: text,
  driller: intId.nullish(),
  workName: limitedText(WORK_NAME_MAX),
  holeType: z.union([z.literal(1), z.literal(2)]).nullish(),
  holeNo: code,
  noOfPipes: intId.min(PIPES_MIN, PIPES_RANGE_MESSAGE).max(PIPES_MAX, PIPES_RANGE_MESSAGE).nullish(),
  distance: z.number().nonnegative().nullish(),
  exceptionReasonCode: text,
  monitoringStatus: intId.nullish(),
  formAOffline: z.array(offlineLock).nullish(),
});
export type MonitoringHole = z.output<typeof monitoringHoleSchema>;

/** POST /work/save (spec 1 section 3 "Work"). The server re-runs the rule functions on top. */
export const workSaveSchema = z.object({
  formAId: intId.min(0).default(0),
  formAGuid: text,
  /** Optimistic concurrency: the version the user edited; null for a new work. */
  version: intId.min(0).nullish(),
  drillerId: intId.nullish(),
  approvalNumberSupplied: z.boolean().default(true),
  workApprovalNo: text,
  workApprovalOrWithoutApproval: code,
  workId: code,
  workSiteId: code,
  workName: limitedText(WORK_NAME_MAX),
  workDescription: text,
  gwNo: code,
  lotNo: text,
  actualLotNo: text,
  approvedLatitude: latitudeSchema.nullish(),
  approvedLongitude: longitudeSchema.nullish(),
  actualLatitude: latitudeSchema.nullish(),
  actualLongitude: longitudeSchema.nullish(),
  distance: z.number().nonnegative().nullish(),
  formStatus: intId.min(FORM_STATUS.draft).max(FORM_STATUS.savedNotSubmitted).default(FORM_STATUS.draft),
  currentRole: intId.nullish(),
  approvalIssueDate: text,
  approvalExpiryDate: text,
  constructionDate: text,
  waterSource: text,
  approvalPurposes: text,
  waterSharingPlan: text,
  waterManagementZone: text,
  customerName: text,
  customerAddress: text,
  purposeWithoutApproval: code,
  workStatus: text,
  holeType: intId.nullish(),
  monitoringStatus: intId.nullish(),
  referenceNo: limitedText(REFERENCE_NO_MAX),
  exceptionReasonCode: text,
  mapDocumentId: code,
  hydstra: z.boolean().default(false),
  county: text,
  reviewStatus: intId.nullish(),
  acceptedDates: text,
  acceptedBy: code,
  acceptedRole: intId.nullish(),
  amendedOriginalBCRId: intId.nullish(),
  searchState: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  approvalConditions: z
    .object({ approvalConditionsId: intId.min(0), approvalConditionStatus: z.union([z.literal(0), z.literal(1)]) })
    .nullish(),
  licenseConditions: text,
  workType: workTypeSchema.nullish(),
  workDetailsMonitoring: z.array(monitoringHoleSchema).default([]),
  formModified: z.boolean().default(false),
  save: z.boolean().default(false),
  next: z.boolean().default(false),
  nextAction: text,
});
export type WorkSavePayload = z.output<typeof workSaveSchema>;
export type WorkSaveInput = z.input<typeof workSaveSchema>;
