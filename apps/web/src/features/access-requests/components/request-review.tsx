import {
  REQUEST_STATUS,
  allowedReviewStatuses,
  formatDate,
  noRequestsMessage,
  type AccessRequest,
  type RequestKind,
  type RequestStatus,
} from '@driller/domain';
import { useQuery } from '@tanstack/react-query';
import { FormField, ReadOnlyValue } from '../../../components/ui/form-field';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { openRequest } from '../api/access-requests';
import { useReviewDecision } from '../hooks/use-review-decision';
import { RequestDocuments } from './request-documents';
import { REQUEST_TEXTS } from './request-texts';

export type OpenBy = { token: string } | { userRegistrationRequestId: number };

const BUTTON_LABEL: Partial<Record<RequestStatus, string>> = {
  [REQUEST_STATUS.approved]: 'Approve',
  [REQUEST_STATUS.rejected]: 'Reject',
  [REQUEST_STATUS.reApproved]: 'Re-Approve',
};

function RequestDetails({ request }: { request: AccessRequest }) {
  return (
    <dl className="app-readonly-list app-requests__details">
      <ReadOnlyValue label="First name" value={request.firstName} />
      <ReadOnlyValue label="Last name" value={request.lastName} />
      <ReadOnlyValue label="Work email" value={request.workEmail} />
      <ReadOnlyValue label="Username" value={request.userName} />
      <ReadOnlyValue label="Work mobile" value={request.workMobile} />
      <ReadOnlyValue label="Company" value={request.organisationName} />
      <ReadOnlyValue label="ABN/ACN" value={request.organisationABNORACN} />
      <ReadOnlyValue label="Role" value={request.role.name} />
      <ReadOnlyValue label="Requested on" value={formatDate(request.createdOn)} />
      <ReadOnlyValue label="Status" value={request.approvedOrRejected.label} testId="request-status" />
      {request.requestComments !== null ? <ReadOnlyValue label="Driller's comments" value={request.requestComments} /> : null}
    </dl>
  );
}

function Alerts({ stopped, errors }: { stopped: string | null; errors: Record<string, string> }) {
  return (
    <>
      {stopped ? <InPageAlert tone="error" compact>{stopped}</InPageAlert> : null}
      {errors.form && !stopped ? <InPageAlert tone="error" compact>{errors.form}</InPageAlert> : null}
      {errors.approvedOrRejected ? <InPageAlert tone="error" compact>{errors.approvedOrRejected}</InPageAlert> : null}
    </>
  );
}

/** Page 1: one request, its documents, and Approve / Reject (with comments) / Re-Approve for the reviewer. */
export function RequestReview({ kind, by, onBack }: { kind: RequestKind; by: OpenBy; onBack: (notice?: string) => void }) {
  const opened = useQuery({ queryKey: ['access-request', kind, by], queryFn: () => openRequest(kind, by), staleTime: Infinity, gcTime: 0 });
  const request = opened.data?.success ? opened.data.data : null;
  const decision = useReviewDecision(kind, request, onBack);

  if (opened.isPending) return <Loader label="Loading the request" />;
  const back = <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => onBack()}>Back</button>;
  if (!request) {
    return (
      <>
        <InPageAlert tone="warning" compact>{opened.error?.message ?? opened.data?.message ?? noRequestsMessage(kind)}</InPageAlert>
        {back}
      </>
    );
  }
  const choices = opened.data?.profile.canReview ? allowedReviewStatuses(kind, request.regStatus as RequestStatus) : [];

  return (
    <section aria-labelledby="request-review-title">
      <h2 id="request-review-title">{REQUEST_TEXTS[kind].reviewTitle}</h2>
      <Alerts stopped={decision.stopped} errors={decision.errors} />
      <RequestDetails request={request} />
      <RequestDocuments documents={request.userRegistrationRequestDocuments} />
      {choices.length > 0 ? (
        <FormField id="review-comments" label="Comments" helper="Required when rejecting." error={decision.errors.comments}>
          <textarea
            id="review-comments"
            className="nsw-form__input"
            rows={4}
            value={decision.text}
            aria-invalid={decision.errors.comments ? true : undefined}
            onChange={(e) => decision.editComments(e.target.value)}
          />
        </FormField>
      ) : (
        <dl className="app-readonly-list"><ReadOnlyValue label="Comments" value={request.comments} /></dl>
      )}
      <div className="app-requests__buttons">
        {choices.map((status) => (
          <button
            key={status}
            type="button"
            className={`nsw-button ${status === REQUEST_STATUS.rejected ? 'nsw-button--danger' : 'nsw-button--dark'}`}
            disabled={decision.isDisabled(status)}
            onClick={() => void decision.decide(status)}
          >
            {decision.busy === status ? 'Checking…' : BUTTON_LABEL[status]}
          </button>
        ))}
        {back}
      </div>
    </section>
  );
}
