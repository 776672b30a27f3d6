import { error, type Issue } from '../common/issue';
import { REQUEST_STATUS, type RequestStatus, type RequestStatusFilter } from './codes';
import { REGISTER_VERIFY_PARAM } from './constants';
import { isBlank } from '../common/validators';
import { ADMIN_DECIDED_MESSAGES, ADMIN_MESSAGES } from './messages';

/** User registrations (admin sign-ups) and Drilling Company Admin access requests share one review flow. */
export type RequestKind = 'registration' | 'dca';

const { pending, approved, rejected, reApproved } = REQUEST_STATUS;

/** Pending -> Approved or Rejected; a rejected user registration may be re-approved; the rest is final. */
export function allowedReviewStatuses(kind: RequestKind, current: RequestStatus): RequestStatus[] {
  if (current === pending) return [approved, rejected];
  if (current === rejected && kind === 'registration') return [reApproved];
  return [];
}

/** The approval field and buttons are read-only once nothing is left to decide. */
export function isReviewReadOnly(kind: RequestKind, current: RequestStatus): boolean {
  return allowedReviewStatuses(kind, current).length === 0;
}

/** A pending request opens with its status cleared, so the reviewer must choose one. */
export function reviewInitialStatus(current: RequestStatus): RequestStatus | null {
  return current === pending ? null : current;
}

function selectStatusMessage(kind: RequestKind): string {
  return kind === 'dca' ? ADMIN_MESSAGES.selectStatusApprovedRejected : ADMIN_MESSAGES.selectStatus;
}

export interface ReviewInput {
  current: RequestStatus;
  chosen: RequestStatus | null | undefined;
  comments?: string | null;
}

/** Review save: a status must be chosen and allowed from the current one; rejecting needs comments. */
export function reviewIssues(kind: RequestKind, input: ReviewInput): Issue[] {
  const path = 'approvedOrRejected';
  const allowed = allowedReviewStatuses(kind, input.current);
  if (allowed.length === 0) return [error(path, ADMIN_DECIDED_MESSAGES.requestClosed)];
  if (input.chosen === null || input.chosen === undefined) return [error(path, selectStatusMessage(kind))];
  if (!allowed.includes(input.chosen)) {
    const reApproveTooEarly = kind === 'registration' && input.chosen === reApproved;
    return [error(path, reApproveTooEarly ? ADMIN_DECIDED_MESSAGES.rejectFirst : selectStatusMessage(kind))];
  }
  if (input.chosen === rejected && isBlank(input.comments)) return [error('comments', ADMIN_MESSAGES.required)];
  return [];
}

/** What the reviewer is told after a successful save. */
export function reviewSuccessMessage(kind: RequestKind, chosen: RequestStatus): string {
  if (kind === 'dca') return chosen === approved ? ADMIN_MESSAGES.dcaApproved : ADMIN_MESSAGES.dcaRejected;
  if (chosen === reApproved) return ADMIN_MESSAGES.registrationReApproved;
  return chosen === approved ? ADMIN_MESSAGES.registrationApproved : ADMIN_MESSAGES.registrationRejected;
}

/** Search sends a status list: All (0) means every status the kind knows. */
export function requestSearchStatuses(kind: RequestKind, filter: RequestStatusFilter): RequestStatus[] {
  if (filter !== REQUEST_STATUS.all) return [filter];
  return kind === 'dca' ? [pending, approved, rejected] : [pending, approved, rejected, reApproved];
}

export function noRequestsMessage(kind: RequestKind): string {
  return kind === 'dca' ? ADMIN_MESSAGES.noDcaRequests : ADMIN_MESSAGES.noRegistrations;
}

/**
 * The registerverify query parameter (any letter case) opens one request; the app then removes it
 * from the address bar, so this returns the token and the remaining query string.
 */
export function takeRegisterVerifyToken(search: string): { token: string | null; rest: string } {
  let token: string | null = null;
  const kept: string[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [key = '', value = ''] = pair.split('=');
    if (decodeURIComponent(key).toLowerCase() === REGISTER_VERIFY_PARAM) {
      token ??= decodeURIComponent(value.replace(/\+/g, ' ')) || null;
    } else {
      kept.push(pair);
    }
  }
  return { token, rest: kept.length > 0 ? `?${kept.join('&')}` : '' };
}
