import { ROLE, type RoleId } from '../../auth/roles';
import { FORM_STATUS, REVIEW_STATUS, type FormStatus } from '../../common/form-status';
import { BCR_RESPONSE_CODE, MONITORING_STATUS_LOCKED } from '../codes';
import { BCR_MESSAGES } from '../messages';
import { BCR_SERVER_MESSAGES } from '../server-messages';

export type SubmitAction = 'submit' | 'submitForReview' | 'markForFinalSubmission';

/** The status each action sends with the summary, and the confirm it asks first. */
export const SUBMIT_ACTIONS: Record<SubmitAction, { label: string; status: FormStatus; confirm: string }> = {
  submit: { label: 'Submit', status: FORM_STATUS.submitted, confirm: BCR_MESSAGES.confirmSubmit },
  submitForReview: { label: 'Submit for review', status: FORM_STATUS.submittedForReview, confirm: BCR_MESSAGES.confirmSubmitForReview },
  markForFinalSubmission: {
    label: 'Mark for Submit',
    status: FORM_STATUS.markedForFinalSubmission,
    confirm: BCR_MESSAGES.confirmMarkForFinalSubmission,
  },
};

/**
 * Which submit button a role sees (spec 2 section 6): the regulator marks for final submission, the
 * hydrogeologist (reviewer) submits for review, Read Only All has none, everyone else submits.
 */
export function submitActionFor(roleId: RoleId): SubmitAction | null {
  switch (roleId) {
    case ROLE.regulator:
      return 'markForFinalSubmission';
    case ROLE.hydrogeologist:
      return 'submitForReview';
    case ROLE.readOnlyAll:
      return null;
    default:
      return 'submit';
  }
}

export interface SubmitButtonInput {
  roleId: RoleId;
  reviewStatus: number | null;
  monitoringStatus: number | null;
  readOnly: boolean;
  hasBlockingErrors: boolean;
}

/** Mark for Submit is disabled while a review is in progress; monitoring status 3 locks every submit. */
export function submitButton(input: SubmitButtonInput): { action: SubmitAction; disabled: boolean } | null {
  const action = submitActionFor(input.roleId);
  if (action === null || input.readOnly) return null;
  const reviewInProgress = action === 'markForFinalSubmission' && input.reviewStatus === REVIEW_STATUS.inProgress;
  const locked = input.monitoringStatus === MONITORING_STATUS_LOCKED;
  return { action, disabled: reviewInProgress || locked || input.hasBlockingErrors };
}

/** The action a submit asks for: the status sent with the summary (spec 2 section 4), else the role's own. */
export function requestedSubmitAction(status: number | null | undefined, roleId: RoleId): SubmitAction | null {
  return (status === null || status === undefined ? null : submitActionOfStatus(status)) ?? submitActionFor(roleId);
}

/**
 * The review status an action leaves (ours, docs/decisions.md): submitted for review is under review,
 * marked for final submission under final review; a final submit keeps the status it had.
 */
export function reviewStatusAfter(action: SubmitAction, current: number | null): number | null {
  if (action === 'submitForReview') return REVIEW_STATUS.underReview;
  if (action === 'markForFinalSubmission') return REVIEW_STATUS.underFinalReview;
  return current;
}

/** What the server answers a submit with: the spec's success code and message for each action. */
export const SUBMIT_ANSWERS: Record<SubmitAction, { code: number; message: string }> = {
  submit: { code: BCR_RESPONSE_CODE.submitted, message: BCR_MESSAGES.submitted },
  submitForReview: { code: BCR_RESPONSE_CODE.submittedForReview, message: BCR_SERVER_MESSAGES.submittedForReview },
  markForFinalSubmission: { code: BCR_RESPONSE_CODE.markedForFinalSubmission, message: BCR_SERVER_MESSAGES.markedForFinalSubmission },
};

/** The action a stored submission status was made by. */
export function submitActionOfStatus(status: number): SubmitAction | null {
  return (Object.keys(SUBMIT_ACTIONS) as SubmitAction[]).find((a) => SUBMIT_ACTIONS[a].status === status) ?? null;
}
