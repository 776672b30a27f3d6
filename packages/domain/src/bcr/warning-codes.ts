/**
 * Exception reason codes, one per warning type (spec 2 section 5 "Review page warnings": the spec says
 * each warning carries one but does not give them). A user who proceeds past a warning stores its code
 * with the submission; the codes are stable and must never be renumbered.
 */
export const BCR_WARNING = {
  completionBeforeIssue: 'BCR_W_COMPLETION_BEFORE_ISSUE',
  completionYearsAfterIssue: 'BCR_W_COMPLETION_3Y_AFTER_ISSUE',
  completionAfterExpiry: 'BCR_W_COMPLETION_AFTER_EXPIRY',
  receivedAfterCompletion: 'BCR_W_RECEIVED_60D_AFTER_COMPLETION',
  locationOver20m: 'BCR_W_LOCATION_OVER_20M',
  lotDpDifferent: 'BCR_W_LOT_DP_DIFFERENT',
  locationNotEntered: 'BCR_W_LOCATION_NOT_ENTERED',
  casingOdOverHole: 'BCR_W_CASING_OD_OVER_HOLE',
  minWallThickness: 'BCR_W_MIN_WALL_THICKNESS',
  minCasingOd: 'BCR_W_MIN_CASING_OD',
  centraliserSpacing6m: 'BCR_W_CENTRALISER_SPACING_6M',
  centraliserSpacingMax: 'BCR_W_CENTRALISER_SPACING_MAX',
  centralisersNotInstalled: 'BCR_W_CENTRALISERS_NOT_INSTALLED',
  blankCompany: 'BCR_W_BLANK_COMPANY',
} as const;
export type BcrWarningCode = (typeof BCR_WARNING)[keyof typeof BCR_WARNING];
