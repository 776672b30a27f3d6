import {
  SUBMIT_ACTIONS,
  blockingErrorsMessage,
  buildReview,
  exceptionReasonCodes,
  reviewErrorLines,
  reviewStatusAfter,
  unconfirmedWarningsMessage,
  validateBcr,
  type BcrReport,
  type Issue,
  type SubmitAction,
} from '@driller/domain';
import { z } from 'zod';
import type { FieldErrors } from '../../../platform/http/errors';
import { saveEntry } from '../../../platform/save/save-pipeline';
import { bcrInvalid } from '../bcr-errors';
import { setWorkStatus } from '../record/bcr-work.repository';
import type { BcrSaveContext } from '../save/bcr-save-context';
import type { BcrEntry } from '../save/bcr-save-entries';
import { storedReport } from '../store/bcr-report';
import { findLiveBcr } from '../store/bcr-store.repository';
import { enqueueHydstraExport } from '../../../adapters/hydstra/hydstra-exports.repository';
import { insertSubmission } from './bcr-submissions.repository';

const byPath = (issues: readonly Issue[]): FieldErrors => {
  const fieldErrors: FieldErrors = {};
  for (const i of issues) (fieldErrors[i.path] ??= []).push(i.message);
  return fieldErrors;
};

interface SubmitPlan {
  formStatus: number;
  reviewStatus: number | null;
  codes: string[];
  submitterName: string;
}

/**
 * The submit (spec 2 section 5 "Review page"): validateBcr re-run on the whole report as it will be
 * stored; blocking errors refuse it with the review page's lines; every warning must have been
 * confirmed (its code sent back), and the codes are kept with the submission and the report.
 */
export function submitEntry(action: SubmitAction, confirmedCodes: readonly string[]): BcrEntry {
  return saveEntry({
    schema: z.custom<BcrReport>(),
    input: (c: BcrSaveContext) => c.merged,
    rules: (merged, c) => {
      const issues = validateBcr(merged, c.ctx);
      const review = buildReview(issues);
      const errors = issues.filter((i) => i.severity === 'error');
      if (errors.length > 0) throw bcrInvalid(blockingErrorsMessage(reviewErrorLines(review)), byPath(errors));
      const warnings = issues.filter((i) => i.severity === 'warning');
      const unconfirmed = warnings.filter((w) => !confirmedCodes.includes(w.code ?? ''));
      if (unconfirmed.length > 0) throw bcrInvalid(unconfirmedWarningsMessage(unconfirmed.map((w) => w.message)), byPath(unconfirmed));
      const current = c.stored?.root.review_status ?? c.work.review_status;
      const plan: SubmitPlan = {
        formStatus: SUBMIT_ACTIONS[action].status,
        reviewStatus: reviewStatusAfter(action, current),
        codes: exceptionReasonCodes(review),
        submitterName: c.viewer.name,
      };
      return { issues: warnings, plan };
    },
    ownedWarningCodes: [],
    values: (plan) => ({
      form_status: plan.formStatus,
      review_status: plan.reviewStatus,
      exception_reason_code: plan.codes.join(','),
      submitted_at: new Date(),
      submitted_by: plan.submitterName,
      reopened_version: null,
    }),
    // The snapshot is read back inside the transaction, so it holds the rows' ids as stored.
    persist: async (tx, saved, plan, c) => {
      const snapshot = storedReport(c.work, await findLiveBcr(tx, c.work.id));
      const submission = await insertSubmission(tx, {
        bcrId: saved.root.id,
        workId: c.work.id,
        requestId: c.requestId ?? '',
        formStatus: plan.formStatus,
        reviewStatus: plan.reviewStatus,
        version: saved.root.version,
        exceptionReasonCodes: plan.codes,
        report: snapshot,
        roleId: c.viewer.roleId,
        actor: c.viewer.subject,
        actorName: plan.submitterName,
      });
      // The Hydstra outbox row commits with the submission or not at all: no export lost, none without its submission.
      await enqueueHydstraExport(tx, submission.id, c.work.id, c.viewer.subject);
      await setWorkStatus(tx, c.work.id, plan.formStatus, plan.reviewStatus, c.viewer.subject);
    },
    audit: (plan) => ({ submit: { action, formStatus: plan.formStatus, reviewStatus: plan.reviewStatus, exceptionReasonCodes: plan.codes } }),
  });
}
