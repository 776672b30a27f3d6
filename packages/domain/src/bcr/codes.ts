/**
 * Code values of spec 2 sections 4 and 9 (form and review status live in common/form-status). Where the
 * spec gives a number without a name, the name is ours and docs/decisions.md records it.
 */
/** Annulus, bore development and disinfection marks: 1 Not Applicable, 2 Applicable. */
export const NOT_APPLICABLE_FLAG = { notApplicable: 1, applicable: 2 } as const;

export const SCREEN_TYPE = { casing: 0, screen: 1 } as const;

export const STABILISING_FILL = { other: 1, artificialGravelPack: 2 } as const;

/** A monitoring hole with this status locks the BCR, the work and the submit buttons. */
export const MONITORING_STATUS_LOCKED = 3;

/** Yes/no selects store 1 and 0 (fluid loss defaults to 0). */
export const YES_NO = { yes: 1, no: 0 } as const;
export const YES_NO_OPTIONS = [
  { id: YES_NO.yes, name: 'Yes' },
  { id: YES_NO.no, name: 'No' },
] as const;

export const ROW_STATUS = { new: 'new', existing: 'existing', newmodify: 'newmodify', deleted: 'deleted' } as const;
export type RowStatus = (typeof ROW_STATUS)[keyof typeof ROW_STATUS];
export const ROW_STATUSES = Object.values(ROW_STATUS) as [RowStatus, ...RowStatus[]];

export const SALINITY_UNITS = ['mg/L', 'ppm'] as const;
export const QUANTITY_UNITS = ['Litres', 'Cubic meters'] as const;

/**
 * Methods of placement of annulus fill and of the gravel pack (one list for both): seed values of the
 * master data, the spec names the fields only.
 */
export const PLACEMENT_METHODS = [
  { id: 1, name: 'Poured from surface' },
  { id: 2, name: 'Tremie pipe' },
  { id: 3, name: 'Pumped' },
  { id: 4, name: 'Pressure grouted' },
  { id: 5, name: 'Other' },
] as const;

/**
 * The response codes of spec 2 section 8 by what the server means with each (the spec gives the
 * page's handling, not the meaning: docs/decisions.md "Issue 9: BCR wizard / Server").
 */
export const BCR_RESPONSE_CODE = {
  /** A refusal the user can fix on the page: rule errors, a stale version, unconfirmed warnings. */
  refusedKeepDraft: 100001,
  submitted: 100007,
  submittedForReview: 100009,
  /** The BCR is not the user's, or its work does not exist: alert, then home. */
  refusedGoHome: 100010,
  markedForFinalSubmission: 100011,
  /** The BCR is read-only (submitted, role, monitoring status, another user's lock): alert, reload. */
  refusedReadOnly: 100012,
  /** Edit mode changed, or the BCR was deleted. */
  modeChanged: 100013,
} as const;

/** Save and PDF response codes of spec 2 section 8, as the page handles them. */
export const RESPONSE_CODE = {
  failureKeepDraft: BCR_RESPONSE_CODE.refusedKeepDraft,
  successAlert: [
    BCR_RESPONSE_CODE.submitted,
    BCR_RESPONSE_CODE.submittedForReview,
    BCR_RESPONSE_CODE.markedForFinalSubmission,
    BCR_RESPONSE_CODE.modeChanged,
  ],
  failureGoHome: BCR_RESPONSE_CODE.refusedGoHome,
  failureAlert: BCR_RESPONSE_CODE.refusedReadOnly,
  pdfAlert: [100007, 100009],
} as const;

/** Minute selects default to 00 (the options themselves are common/dates' MINUTE_OPTIONS). */
export const DEFAULT_MINUTES = '00';

/** Limits of spec 2 section 9. */
export const BCR_LIMITS = {
  completionAfterIssueYears: 3,
  receivedAfterCompletionDays: 60,
  locationDistanceMetres: 20,
  grainSizeGapMm: 30,
  centraliserSpacingWarnMetres: 6,
  minCasingOdMm: 100,
  maxDocuments: 10,
  maxTotalUploadBytes: 10_485_760,
  /** (ours) The upload modal's description; the column keeps the same limit. */
  documentDescriptionMaxChars: 500,
  minPipes: 2,
  maxPipes: 6,
  sidebarWidthPx: 300,
  narrowScreenPx: 992,
} as const;

/** Text limits of spec 2 section 9. */
export const TEXT_LIMITS = {
  assistantDriller: 250,
  additionalInformation: 500,
  colourOther: 50,
  groutMixComposition: 20,
  boreDevelopmentName: 50,
} as const;
