import type { z } from 'zod';
import { error, type Issue } from '../common/issue';
import { isBlank, maxLengthIssue } from '../common/validators';
import { FIELD_LIMITS } from './constants';
import { ADMIN_MESSAGES } from './messages';

/** A basic address pattern: something@something.tld with no spaces (spec 5 "basic address pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Required' when blank; an empty multi-select (endorsements) counts as blank too. */
export function required(path: string, value: unknown): Issue[] {
  const empty = isBlank(value) || (Array.isArray(value) && value.length === 0);
  return empty ? [error(path, ADMIN_MESSAGES.required)] : [];
}

/** common/validators' length check as a list, so rules can spread it. */
export function maxLength(path: string, value: string | null | undefined, max: number): Issue[] {
  const issue = maxLengthIssue(path, value, max);
  return issue ? [issue] : [];
}

/** Email fields: optional unless `mandatory`; pattern first, then the 100 character limit. */
export function emailRules(path: string, value: string | null | undefined, mandatory: boolean): Issue[] {
  if (isBlank(value)) return mandatory ? [error(path, ADMIN_MESSAGES.required)] : [];
  const text = (value ?? '').trim();
  if (!EMAIL_PATTERN.test(text)) return [error(path, ADMIN_MESSAGES.invalidEmail)];
  return maxLength(path, text, FIELD_LIMITS.email);
}

/**
 * Hands rule issues to zod so react-hook-form's zodResolver shows them beside their fields. Only errors
 * go to zod: warnings are confirmations, which the form asks for separately.
 */
export function addIssuesToZod(ctx: z.RefinementCtx, issues: readonly Issue[]): void {
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  }
}
