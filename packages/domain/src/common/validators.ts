import { GENERAL_MESSAGES, maxCharactersMessage } from './messages';
import { error, type Issue } from './issue';

/** Blank means absent, empty or only spaces: a field of spaces is as good as missing. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** 'Required' on `path` when the value is blank. */
export function requiredIssue(path: string, value: unknown, message: string = GENERAL_MESSAGES.required): Issue | null {
  return isBlank(value) ? error(path, message) : null;
}

/** 'Maximum allowed characters are {max}' when the text is longer than max. */
export function maxLengthIssue(path: string, value: string | null | undefined, max: number): Issue | null {
  return (value ?? '').length > max ? error(path, maxCharactersMessage(max)) : null;
}

/** Collects the issues of several checks, dropping the passes. */
export function collectIssues(...checks: ReadonlyArray<Issue | null | readonly Issue[]>): Issue[] {
  return checks.flatMap((check) => (check === null ? [] : 'path' in check ? [check] : [...check]));
}
