import {
  buildReview,
  can,
  canDeleteBcr,
  submitButton,
  validateBcr,
  visiblePages,
  FORM_STATUS,
  REVIEW_STATUS,
  type BcrContext,
  type BcrAttachedDocument,
  type BcrReport,
  type BcrSubmissionView,
  type BcrView,
  type BcrWorkDetails,
  type CasingTypeValidation,
} from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { StoredBcr, StoredSubmission } from '../store/bcr-store.repository';
import { bcrAbilities, formStatusOf } from './bcr-access';
import { workTypeOf } from './bcr-context';
import { conditionsAccepted, type BcrWork } from './bcr-work.repository';

const codesOf = (text: string | null): string[] => (text ? text.split(',').filter((c) => c !== '') : []);

export function presentSubmission(s: StoredSubmission | (Omit<StoredSubmission, 'created_at'> & { created_at: Date })): BcrSubmissionView {
  return {
    submissionId: s.id,
    formStatus: s.form_status,
    reviewStatus: s.review_status,
    version: s.version,
    submittedAt: new Date(s.created_at).toISOString(),
    submittedBy: s.submitted_by,
    exceptionReasonCodes: s.exception_reason_codes,
  };
}

export function presentWorkDetails(w: BcrWork, stored: StoredBcr | null): BcrWorkDetails {
  return {
    formAId: w.id,
    formAGuid: w.form_a_guid,
    workApprovalNo: w.work_approval_no,
    workId: w.work_id,
    gwNo: w.gw_no,
    workName: w.work_name,
    approvalPurposes: w.approval_purposes,
    approvalNumberSupplied: w.approval_number_supplied,
    referenceNo: w.reference_no,
    holeType: w.hole_type,
    actualLatitude: w.actual_latitude,
    actualLongitude: w.actual_longitude,
    formStatus: formStatusOf(w, stored?.root ?? null),
    reviewStatus: stored?.root.review_status ?? w.review_status,
    monitoringStatus: w.monitoring_status,
    hydstra: w.hydstra,
    amendedOriginalBcrId: w.amended_original_bcr_id,
    drillerName: w.driller_name,
    companyName: w.company_name,
    workType: workTypeOf(w),
    conditionsAccepted: conditionsAccepted(w),
    hasMonitoringHoles: w.hole_count > 0,
    linkedHoles: w.linked_holes,
  };
}

/** The Super Admin toggles edit mode on a submitted BCR, and back while it is open again. */
function canChangeMode(viewer: PortalViewer, stored: StoredBcr | null): boolean {
  if (!stored || !can(viewer, 'bcr.editSubmitted')) return false;
  const { form_status: status, review_status: review, reopened_version: reopened } = stored.root;
  return status === FORM_STATUS.submitted || (reopened !== null && review === REVIEW_STATUS.inProgress);
}

export interface ViewParts {
  viewer: PortalViewer;
  work: BcrWork;
  stored: StoredBcr | null;
  report: BcrReport;
  ctx: BcrContext;
  validations: readonly CasingTypeValidation[];
  documents: readonly BcrAttachedDocument[];
}

/** The submit button the viewer's role sees, and whether it is disabled (spec 2 section 6). */
function submitOf(viewer: PortalViewer, readOnly: boolean, reviewStatus: number | null, canSubmit: boolean) {
  const button = submitButton({ roleId: viewer.roleId, reviewStatus, monitoringStatus: null, readOnly, hasBlockingErrors: !canSubmit });
  return { submitAction: button?.action ?? null, submitDisabled: button?.disabled ?? true };
}

/**
 * The whole BCR and what the wizard may do with it, as GET bcr/{formAId} and every save answer it.
 * Every key written out: spreading parts into this 25-key literal took V8's slow path.
 */
export function presentBcrView({ viewer, work, stored, report, ctx, validations, documents }: ViewParts): BcrView {
  const root = stored?.root ?? null;
  const abilities = bcrAbilities(viewer, work, root);
  const review = buildReview(validateBcr(report, ctx));
  const formStatus = formStatusOf(work, root);
  const reviewStatus = root?.review_status ?? work.review_status;
  const { submitAction, submitDisabled } = submitOf(viewer, !abilities.write, reviewStatus, review.canSubmit);
  return {
    bcrId: root?.id ?? null,
    formAId: work.id,
    version: root?.version ?? 0,
    formStatus,
    reviewStatus,
    exceptionReasonCodes: codesOf(root?.exception_reason_code ?? null),
    report,
    currentRoleId: viewer.roleId,
    readOnly: !abilities.write,
    readOnlyReason: abilities.readOnlyReason,
    offline: work.locked_status === 1,
    submitAction,
    submitDisabled,
    canChangeMode: canChangeMode(viewer, stored),
    canDelete: root !== null && canDeleteBcr(viewer, { hydstra: work.hydstra }),
    hydstra: work.hydstra,
    visiblePages: visiblePages(ctx.workType).map((p) => p.id),
    submissions: (stored?.submissions ?? []).map(presentSubmission),
    review,
    today: ctx.today,
    casingTypeValidations: [...validations],
    documents: [...documents],
  };
}
