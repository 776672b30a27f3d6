import { GENERAL_MESSAGES, type Issue } from '@driller/domain';
import { badRequest, type FieldErrors } from '../http/errors';

/** Refuses with 400 when any issue is an error: the first error's message (the spec's text) leads. */
export function throwIfErrors(issues: readonly Issue[]): void {
  const errors = issues.filter((i) => i.severity === 'error');
  const first = errors[0];
  if (!first) return;
  const fieldErrors: FieldErrors = {};
  for (const e of errors) (fieldErrors[e.path] ??= []).push(e.message);
  throw badRequest(
    errors.length > 1 && first.path === 'form' ? GENERAL_MESSAGES.savingFailedMany : first.message,
    fieldErrors,
  );
}

export const warningsOf = (issues: readonly Issue[]): Issue[] =>
  issues.filter((i) => i.severity === 'warning');
