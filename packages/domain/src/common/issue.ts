import { GENERAL_MESSAGES } from './messages';

// The single shape every domain rule returns, so UI and server can render or reject uniformly.
// `code` is a stable machine reason (e.g. an exception reason a warning must be acknowledged with).

export type Severity = 'error' | 'warning';

export interface Issue {
  path: string;
  message: string;
  severity: Severity;
  code?: string;
}

export function error(path: string, message: string): Issue {
  return { path, message, severity: 'error' };
}

export function warning(path: string, message: string, code: string): Issue {
  return { path, message, severity: 'warning', code };
}

/** Errors block a save; warnings only need acknowledging. */
export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

/**
 * How a refused save reports its errors (the server's 400, and a save on a device copy): the first
 * error's message leads (several on the whole form say "Errors in saving Data"), each by its field.
 */
export function refusalOf(errors: readonly Issue[]): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const e of errors) (fieldErrors[e.path] ??= []).push(e.message);
  const first = errors[0];
  const message = errors.length > 1 && first?.path === 'form' ? GENERAL_MESSAGES.savingFailedMany : (first?.message ?? GENERAL_MESSAGES.savingFailedMany);
  return { message, fieldErrors };
}
