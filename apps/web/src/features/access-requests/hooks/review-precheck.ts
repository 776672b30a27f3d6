import { ACCESS_REQUEST_MESSAGES, reviewIssues, type AccessRequest, type RequestKind, type RequestStatus } from '@driller/domain';

export type PrecheckResult =
  | { kind: 'ok' }
  | { kind: 'fieldErrors'; errors: Record<string, string> }
  | { kind: 'changed'; message: string };

/**
 * The check the review's Save runs (spec 3: 1 second after the click) before saving: the request must
 * still be as it was opened, and the domain's review rules must pass (a status chosen, comments to reject).
 */
export function precheckReview(
  kind: RequestKind,
  opened: Pick<AccessRequest, 'version' | 'regStatus'>,
  latest: Pick<AccessRequest, 'version' | 'regStatus'> | null,
  chosen: RequestStatus | null,
  comments: string,
): PrecheckResult {
  if (!latest || latest.version !== opened.version || latest.regStatus !== opened.regStatus)
    return { kind: 'changed', message: ACCESS_REQUEST_MESSAGES.changedSinceOpened };
  const issues = reviewIssues(kind, { current: opened.regStatus as RequestStatus, chosen, comments });
  if (issues.length === 0) return { kind: 'ok' };
  return { kind: 'fieldErrors', errors: Object.fromEntries(issues.map((i) => [i.path, i.message])) };
}
