import {
  REQUEST_STATUS,
  REQUEST_STATUS_LABELS,
  allowedReviewStatuses,
  nswDateTime,
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

function RequestDetails({ request, editable }: { request: AccessRequest; editable: boolean }) {
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
      <ReadOnlyValue label="Requested on" value={nswDateTime(request.createdOn).date} />
      {editable ? null : <ReadOnlyValue label="Status" value={request.approvedOrRejected.label} testId="request-status" />}
      {request.requestComments !== null ? <ReadOnlyValue label="Driller's comments" value={request.requestComments} /> : null}
    </dl>
  );
}

function Alerts({ stopped, errors }: { stopped: string | null; errors: Record<string, string> }) {
  return (
    <>
      {stopped ? <InPageAlert tone="error" compact>{stopped}</InPageAlert> : null}
      {errors.form && !stopped ? <InPageAlert tone="error" compact>{errors.form}</InPageAlert> : null}
    </>
  );
}

/**
 * The status to choose: the request's own (a rejected registration shows Rejected until Re-Approved is
 * chosen) and those it may move to. A pending request opens with none chosen (spec 3: its status is
 * cleared so the reviewer must choose).
 */
function StatusSelect({ current, choices, value, error, onChange }: { current: RequestStatus; choices: RequestStatus[]; value: RequestStatus | null; error?: string; onChange: (value: RequestStatus | null) => void }) {
  const options = [...new Set([...(current === REQUEST_STATUS.pending ? [] : [current]), ...choices])];
  return (
    <FormField id="review-status" label="Status" error={error} required>
      <select
        id="review-status"
        className="nsw-form__select"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : (Number(e.target.value) as RequestStatus))}
      >
        <option value="">Please select</option>
        {options.map((status) => (
          <option key={status} value={status}>{REQUEST_STATUS_LABELS[status]}</option>
        ))}
      </select>
    </FormField>
  );
}

/** Page 1: one request, its documents, and for the reviewer the status to choose, comments (to reject) and Save. */
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
  const current = request.regStatus as RequestStatus;
  const choices = opened.data?.profile.canReview ? allowedReviewStatuses(kind, current) : [];
  const editable = choices.length > 0;

  return (
    <section aria-labelledby="request-review-title">
      <h2 id="request-review-title">{REQUEST_TEXTS[kind].reviewTitle}</h2>
      <Alerts stopped={decision.stopped} errors={decision.errors} />
      <RequestDetails request={request} editable={editable} />
      <RequestDocuments documents={request.userRegistrationRequestDocuments} />
      {editable ? (
        <>
          <StatusSelect current={current} choices={choices} value={decision.status} error={decision.errors.approvedOrRejected} onChange={decision.choose} />
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
        </>
      ) : (
        <dl className="app-readonly-list"><ReadOnlyValue label="Comments" value={request.comments} /></dl>
      )}
      <div className="app-requests__buttons">
        {editable ? (
          <button type="button" className="nsw-button nsw-button--dark" disabled={decision.disabled} onClick={() => void decision.save()}>
            {decision.busy ? 'Checking…' : 'Save'}
          </button>
        ) : null}
        {back}
      </div>
    </section>
  );
}
