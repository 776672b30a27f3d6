import { OFFLINE_MESSAGES } from '../offline/messages';
import { pageTitle, type BcrPageId } from './pages';

/**
 * What the BCR API answers where the spec states a rule without wording it (ours, docs/decisions.md
 * "Issue 9: BCR wizard / Server"); the lock refusal is the spec's own.
 */
export const BCR_SERVER_MESSAGES = {
  notFound: 'The work of this BCR does not exist.',
  staleVersion:
    'This BCR was changed by someone else after you opened it. Your changes were not saved. Please reload the BCR and make your changes again.',
  submittedReadOnly: 'The BCR is submitted and can no longer be changed.',
  readOnlyRole: 'The BCR is read-only for you.',
  monitoringLocked: 'The BCR cannot be changed while the monitoring status of the work is locked.',
  lockedByOther: OFFLINE_MESSAGES.lockedForOfflineEdit,
  syncOtherDevice: OFFLINE_MESSAGES.syncOtherDevice,
  saved: 'The BCR data is saved successfully.',
  submittedForReview: 'The BCR data is submitted for review successfully.',
  markedForFinalSubmission: 'The BCR data is marked for final submission successfully.',
  rowGone: 'This row no longer exists. Please reload the BCR.',
  duplicateRow: 'This row appears twice in the request.',
  unconfirmedWarnings: 'Please confirm every warning before submitting the BCR:',
  blockingErrors: 'The BCR cannot be submitted until these errors are corrected:',
  submitNotYours: 'This submit action is not offered to your role.',
  reviewInProgress: 'The BCR cannot be marked for final submission while a review is in progress.',
  notSubmitted: 'Only a submitted BCR can be opened for editing.',
  notReopened: 'The BCR can be returned to view mode only before anything is saved in edit mode.',
  reopened: 'The BCR is open for editing.',
  backToView: 'The BCR is back in view mode.',
  deactivated: 'The BCR is deleted.',
  deactivateNotAllowed: 'Only a leader can delete a BCR, and only one sent to Hydstra.',
  requestIdUsed: 'This request id was already used by another request. Please try again.',
} as const;

/** A section whose page the work type hides cannot be saved. */
export const sectionNotApplicableMessage = (page: BcrPageId): string =>
  `The ${pageTitle(page)} section does not apply to this work.`;

/** The unconfirmed warnings, one a line after the lead sentence. */
export const unconfirmedWarningsMessage = (warnings: readonly string[]): string =>
  [BCR_SERVER_MESSAGES.unconfirmedWarnings, ...warnings].join('\n');

/** The submit refusal: the lead sentence, then the review page's error lines. */
export const blockingErrorsMessage = (lines: readonly string[]): string => [BCR_SERVER_MESSAGES.blockingErrors, ...lines].join('\n');
