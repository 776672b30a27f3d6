import { ACCESS_REQUEST_MESSAGES, can, type CurrentUser, type Issue } from '@driller/domain';
import { staleVersion, type FieldErrors } from '../../platform/http/errors';

/** What the list and review screens need to know about the viewer. */
export function requestProfile(me: CurrentUser, organisation: { id: number; name: string } | null, canCreate: boolean) {
  return { roleId: me.roleId, canReview: can(me, 'registration.review'), canCreate, organisation };
}

/** Someone else decided the request after this reviewer opened it. */
export const staleRequest = () => staleVersion(ACCESS_REQUEST_MESSAGES.changedSinceOpened);

export function issueFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] = [...(errors[issue.path] ?? []), issue.message];
  return errors;
}
