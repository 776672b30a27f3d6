import { refusalOf, type Issue } from '@driller/domain';
import { badRequest } from '../http/errors';

/** Refuses with 400 when any issue is an error: the first error's message (the spec's text) leads. */
export function throwIfErrors(issues: readonly Issue[]): void {
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length === 0) return;
  const { message, fieldErrors } = refusalOf(errors);
  throw badRequest(message, fieldErrors);
}

export const warningsOf = (issues: readonly Issue[]): Issue[] =>
  issues.filter((i) => i.severity === 'warning');
