import { REVIEW_SECTIONS, SUBMIT_ACTIONS, submitButton, type RoleId } from '@driller/domain';
import { HydstraStatusPanel } from '../../../../components/hydstra/hydstra-status-panel';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { summaryErrors } from '../../wizard/field-ids';
import { useBcrWizard } from '../../wizard/wizard-context';
import { BoreDiagramPanel } from '../../diagram/bore-diagram-panel';
import { BcrDocuments } from './bcr-documents';
import { BcrPdfPanel } from './bcr-pdf-panel';
import { LinkedHoles } from './linked-holes';
import { ErrorBanner, WarningBanner } from './review-banners';
import { SubmitComments } from './submit-comments';
import { useBcrSubmit } from './use-bcr-submit';
import { useLiveReview } from './use-live-review';

const sectionTitle = (section: string) => REVIEW_SECTIONS.find((s) => s.id === section)?.title ?? section;

/**
 * Submit Bore Details (spec 2 page 14): what still blocks the submit and what needs confirming, the
 * comments, the bore construction diagram, the documents, the Hydstra status once submitted, and the
 * role's submit button, and the report as a PDF (downloaded or e-mailed).
 */
export function SubmitPage() {
  const { view, work, context, readOnly, goToPage } = useBcrWizard();
  const review = useLiveReview(context, view.review);
  const { submit, submitting, submitted, refusal } = useBcrSubmit(review);
  const button = submitButton({
    roleId: view.currentRoleId as RoleId,
    reviewStatus: view.reviewStatus,
    monitoringStatus: work.monitoringStatus,
    readOnly,
    hasBlockingErrors: !review.canSubmit,
  });

  return (
    <>
      {submitted ? <InPageAlert tone="success">{submitted}</InPageAlert> : null}
      <ErrorSummary errors={summaryErrors(refusal)} />
      {/* Read-only too (spec 2 page 14 "errors and warnings display"; read-only disables inputs and saves only): the sidebar marks the same pages red. */}
      <ErrorBanner errors={review.errors} onOpen={goToPage} />
      <WarningBanner warnings={review.warnings} sectionTitle={sectionTitle} onOpen={goToPage} />
      {!readOnly && review.errors.length === 0 && review.warnings.length === 0 ? (
        <InPageAlert tone="success" compact>
          No errors or warnings: the report is ready to submit.
        </InPageAlert>
      ) : null}
      <SubmitComments />
      <LinkedHoles holes={work.linkedHoles} />
      <BoreDiagramPanel />
      <BcrDocuments />
      <BcrPdfPanel />
      {/* Every submission is exported; the panel follows the latest one (docs/decisions.md, Hydstra export). */}
      {view.submissions.length > 0 ? <HydstraStatusPanel key={view.submissions.length} formAGuid={work.formAGuid} /> : null}
      {button ? (
        <div className="app-bcr-submit">
          <button type="button" className="nsw-button nsw-button--dark" disabled={button.disabled || submitting} onClick={() => void submit()}>
            {SUBMIT_ACTIONS[button.action].label}
          </button>
        </div>
      ) : null}
    </>
  );
}
