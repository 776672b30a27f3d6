import {
  ADMIN_MESSAGES,
  IDENTITY_MESSAGES,
  error,
  licenceAlreadyRegistered,
  type Issue,
} from '@driller/domain';
import { badRequest, type FieldErrors } from '../../platform/http/errors';
import type { PeopleDeps } from './people.deps';
import type { Clashes } from './people.repository';

/** Rule errors as the envelope: the first message on top, every message beside its field. */
export function refuseIssues(issues: readonly Issue[]): never {
  const errors = issues.filter((issue) => issue.severity === 'error');
  const fieldErrors: FieldErrors = {};
  for (const issue of errors) (fieldErrors[issue.path] ??= []).push(issue.message);
  throw badRequest(errors[0]?.message ?? ADMIN_MESSAGES.dataSaveError, fieldErrors);
}

/** Confirmations (debar, inactive) the user has not given yet: the save is refused with the question. */
export function unconfirmed(
  warnings: readonly Issue[],
  confirmed: readonly string[] | null | undefined,
): Issue[] {
  return warnings.filter((w) => w.severity === 'warning' && !(confirmed ?? []).includes(w.code ?? ''));
}

export function clashIssues(
  clashes: Clashes,
  paths: { username: string; email: string; licence?: string },
  licenceNo: string | null,
): Issue[] {
  const issues: Issue[] = [];
  if (clashes.username) issues.push(error(paths.username, IDENTITY_MESSAGES.usernameTaken));
  if (clashes.email) issues.push(error(paths.email, IDENTITY_MESSAGES.emailTaken));
  if (clashes.licence && paths.licence)
    issues.push(error(paths.licence, licenceAlreadyRegistered(licenceNo ?? '')));
  return issues;
}

/** The save stands even when the e-mail cannot go: the administrator is told no invitation was sent. */
export async function sendInvitation(deps: PeopleDeps, accountId: string): Promise<boolean> {
  try {
    await deps.accounts?.sendInvitation(accountId);
    return deps.accounts !== null;
  } catch {
    return false;
  }
}
