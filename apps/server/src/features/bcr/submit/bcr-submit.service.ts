import {
  BCR_SECTIONS,
  BCR_SERVER_MESSAGES,
  REVIEW_STATUS,
  SUBMIT_ANSWERS,
  requestedSubmitAction,
  submitActionFor,
  submitActionOfStatus,
  type BcrSubmitParsed,
  type CurrentUser,
} from '@driller/domain';
import { resolvePortalViewer, type PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { ApiError } from '../../../platform/http/errors';
import { bcrDuplicateRequest, bcrForbidden, bcrInvalid } from '../bcr-errors';
import { readableBcrWork } from '../record/bcr-access';
import { loadBcrState } from '../record/bcr-query.service';
import { presentBcrView, presentSubmission } from '../record/bcr.presenter';
import { loadBcrSaveContext } from '../save/bcr-save-context';
import { runBcrSave } from '../save/bcr-save.service';
import { submitEntry } from './bcr-submit-entry';
import { findSubmissionByRequestId, isRepeatedSubmit, type SubmissionRow } from './bcr-submissions.repository';

/** The answer of a submit, first or repeated: the BCR as now stored, and the submission. */
async function answer(db: Db, viewer: PortalViewer, formAId: number, submission: SubmissionRow, repeated: boolean) {
  const view = presentBcrView(await loadBcrState(db, viewer, formAId));
  const action = submitActionOfStatus(submission.form_status) ?? 'submit';
  return { ...SUBMIT_ANSWERS[action], data: { ...view, warnings: [], submission: presentSubmission(submission), repeated } };
}

/** A request id already used: the same submit answers as the first did; another work's is a conflict. */
async function repeatedSubmit(db: Db, viewer: PortalViewer, body: BcrSubmitParsed) {
  const first = await findSubmissionByRequestId(db, body.requestId);
  if (!first) return null;
  if (first.work_id !== body.formAId) throw bcrDuplicateRequest();
  await readableBcrWork(db, viewer, body.formAId);
  return answer(db, viewer, body.formAId, first, true);
}

/**
 * POST bcr/savesubmitboredetails: saves the whole report and applies the submit action the summary's
 * status asks for (submit 2, submit for review 3, mark for final submission 4), which must be the one
 * the role's button offers. Submitting twice with one request id creates one submission.
 */
export async function submitBcr(db: Db, me: CurrentUser, body: BcrSubmitParsed) {
  const viewer = await resolvePortalViewer(db, me);
  const repeated = await repeatedSubmit(db, viewer, body);
  if (repeated) return repeated;
  const action = requestedSubmitAction(body.summary.formStatus, viewer.roleId);
  if (action === null || action !== submitActionFor(viewer.roleId)) throw bcrForbidden(BCR_SERVER_MESSAGES.submitNotYours);
  try {
    // Inside the try: a twin of this submit that committed since the check above makes the BCR read-only here.
    const c = await loadBcrSaveContext(db, viewer, body, BCR_SECTIONS, body.requestId);
    const reviewStatus = c.stored?.root.review_status ?? c.work.review_status;
    if (action === 'markForFinalSubmission' && reviewStatus === REVIEW_STATUS.inProgress) throw bcrInvalid(BCR_SERVER_MESSAGES.reviewInProgress);
    // The sections only write here: the submit entry judges the whole report once, as the review page does.
    await runBcrSave({ ...c, skipRules: true }, [submitEntry(action, body.exceptionReasonCodes)]);
  } catch (error: unknown) {
    // The same submit sent twice at once: the second loses the race (read-only, version or request id) and answers as a repeat.
    const first = error instanceof ApiError || isRepeatedSubmit(error) ? await repeatedSubmit(db, viewer, body) : null;
    if (first) return first;
    throw error;
  }
  const submission = await findSubmissionByRequestId(db, body.requestId);
  if (!submission) throw new Error('The submission just made was not found');
  return answer(db, viewer, body.formAId, submission, false);
}
