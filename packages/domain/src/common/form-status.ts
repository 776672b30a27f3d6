/**
 * Form status codes 1 to 5 (spec 1 section 4, spec 2 "Form status"). The spec names only 1 and 2;
 * docs/decisions.md records the names chosen for 3, 4 and 5.
 */
export const FORM_STATUS = {
  draft: 1,
  submitted: 2,
  submittedForReview: 3,
  markedForFinalSubmission: 4,
  /** 'Saved but not submitted': the save that skips validation (spec 2: "status 5 skips validation"). */
  savedNotSubmitted: 5,
} as const;

export type FormStatus = (typeof FORM_STATUS)[keyof typeof FORM_STATUS];

/** A new work starts as a draft (spec 1 "formStatus (default 1)"). */
export const DEFAULT_FORM_STATUS: FormStatus = FORM_STATUS.draft;

export const FORM_STATUS_LABELS: Record<FormStatus, string> = {
  1: 'In Progress',
  2: 'Submitted',
  3: 'Submitted for Review',
  4: 'Marked for Final Submission',
  5: 'Saved',
};

export function isFormStatus(value: unknown): value is FormStatus {
  return typeof value === 'number' && value in FORM_STATUS_LABELS;
}

/** Dashboard label (spec 3 "Form and review status"): missing or 1 reads 'In Progress'. */
export function formStatusLabel(status: number | null | undefined): string {
  return isFormStatus(status) ? FORM_STATUS_LABELS[status] : FORM_STATUS_LABELS[FORM_STATUS.draft];
}

/** Review status: 1 in progress, 2 and 3 under review. */
export const REVIEW_STATUS = { inProgress: 1, underReview: 2, underFinalReview: 3 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export function isUnderReview(reviewStatus: number | null | undefined): boolean {
  return reviewStatus === REVIEW_STATUS.underReview || reviewStatus === REVIEW_STATUS.underFinalReview;
}

export function reviewStatusLabel(reviewStatus: number | null | undefined): string {
  return isUnderReview(reviewStatus) ? 'Under Review' : 'In Progress';
}
