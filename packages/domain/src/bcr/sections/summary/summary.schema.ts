import { z } from 'zod';
import { NOT_APPLICABLE_FLAG, SALINITY_UNITS, TEXT_LIMITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalDate, optionalId, optionalNumber, optionalText } from '../../schema-helpers';
import { nullishToNull } from '../../wire-schema';

const L = DIGIT_LIMITS.summary;
const naFlag = nullishToNull(z.union([z.literal(NOT_APPLICABLE_FLAG.notApplicable), z.literal(NOT_APPLICABLE_FLAG.applicable)]));

/** boreConstructionReportSummary (spec 2 section 3). */
export const summarySchema = z.object({
  id: z.number().int().nullish(),
  formAId: z.number().int().nullish(),
  workApprovalNo: optionalText(),
  workId: optionalText(),
  gwNo: optionalText(),
  approvalPurposes: optionalText(),
  workName: optionalText(),
  holeType: optionalId,
  approvalNumberSupplied: z.boolean().nullish(),
  boreTypeId: optionalId,
  receivedDate: optionalDate,
  completionDate: optionalDate,
  originalCompletionDate: optionalDate,
  decommissionedDate: optionalDate,
  approvalIssueDate: optionalDate,
  approvalExpiryDate: optionalDate,
  completedDepth: limitedNumber(L.completedDepth),
  contractor: optionalText(),
  driller: optionalText(),
  assistantDriller: optionalText(TEXT_LIMITS.assistantDriller),
  siteChosenBy: optionalText(),
  elevation: limitedNumber(L.elevation),
  finalYield: limitedNumber(L.finalYield),
  finalSWL: limitedNumber(L.finalSWL),
  finalSalinity: limitedNumber(L.finalSalinity),
  finalSalinityUOM: z.enum(SALINITY_UNITS).nullish(),
  finalSalinityConductivity: limitedNumber(L.finalSalinityConductivity),
  finalDDL: limitedNumber(L.finalDDL),
  finalDurationHour: limitedNumber(L.finalDurationHour),
  finalDurationMin: limitedNumber(L.finalDurationMin),
  amendedComments: optionalText(),
  hydstra: z.boolean().nullish(),
  centralisersInstalled: optionalId,
  noOfPipes: optionalId,
  formSubmittedDate: optionalDate,
  monitoringStatus: optionalId,
  formStatus: optionalId,
  comments: optionalText(),
  email: optionalText(),
  actualLatitude: optionalNumber,
  actualLongitude: optionalNumber,
  lotNo: optionalText(),
  lotDp: optionalText(),
  actualLotNo: optionalText(),
  actualLotDp: optionalText(),
  distance: optionalNumber,
  organisation: optionalText(),
  isWorkPartlyBackfilled: z.boolean().nullish(),
  annulusFillSealMarkNotApplicable: naFlag,
  boreDevelopmentMarkNotApplicable: naFlag,
  disinfectionOnCompletionMarkNotApplicable: naFlag,
});
export type BcrSummary = z.output<typeof summarySchema>;
