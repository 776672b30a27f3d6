import { fieldElementId, type Issue } from '@driller/domain';
import type { SummaryError } from '../../../components/ui/error-summary';

/** The DOM id of a work form field named by a rule's path ('workDetailsMonitoring.1.noOfPipes' -> 'work-workDetailsMonitoring-1-noOfPipes'). */
export function fieldIdFor(path: string): string {
  return fieldElementId('work', path);
}

/** Paths that name the form as a whole, not a field: their messages have no link. */
const FORM_PATHS = new Set(['form', '']);

export function summaryErrors(issues: readonly Issue[]): SummaryError[] {
  return issues
    .filter((i) => i.severity === 'error')
    .map((i) => ({ fieldId: FORM_PATHS.has(i.path) ? null : fieldIdFor(i.path), message: i.message }));
}

/** The first error a rule raised on `path`. */
export function issueFor(issues: readonly Issue[], path: string): string | undefined {
  return issues.find((i) => i.severity === 'error' && i.path === path)?.message;
}
