import { fieldElementId, type Issue } from '@driller/domain';
import type { SummaryError } from '../../../components/ui/error-summary';

/**
 * The DOM id of the BCR field at a path (`lithology.2.depthTo` -> `bcr-lithology-2-depthTo`). Every
 * page gives its inputs these ids, so the error summary and the review page link to the field.
 */
export function bcrFieldId(path: string): string {
  return fieldElementId('bcr', path);
}

/** Paths that name the form or a whole section rather than a field. */
const FORM_PATHS = new Set(['form', '']);

/** The first error at exactly `path` (to show under the field). */
export function errorAt(issues: readonly Issue[], path: string): string | undefined {
  return issues.find((i) => i.severity === 'error' && i.path === path)?.message;
}

/** Errors as the error summary lists them, each linking to its field. */
export function summaryErrors(issues: readonly Issue[]): SummaryError[] {
  return issues
    .filter((i) => i.severity === 'error')
    .map((i) => ({ fieldId: FORM_PATHS.has(i.path) ? null : bcrFieldId(i.path), message: i.message }));
}
