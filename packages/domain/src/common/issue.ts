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
