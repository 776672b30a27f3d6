import { error, type Issue } from '../common/issue';
import { REGISTER_SEARCH } from './constants';
import { ADMIN_MESSAGES } from './messages';

/** One hit of the national business register name search. */
export interface RegisterResult {
  Name: string;
  Abn: string;
  State?: string;
  Postcode?: string;
}

export function registerSearchIssues(term: string | null | undefined): Issue[] {
  return (term ?? '').trim().length < REGISTER_SEARCH.minChars
    ? [error('organisationName', ADMIN_MESSAGES.registerSearchMin)]
    : [];
}

/**
 * At most 25 results are shown. The register itself stops at 25, so a full page is the only sign that
 * more exist: the "refine your search" note shows then.
 */
export function limitRegisterResults(results: readonly RegisterResult[]): {
  results: RegisterResult[];
  note: string | null;
} {
  const shown = results.slice(0, REGISTER_SEARCH.maxResults);
  return { results: shown, note: results.length >= REGISTER_SEARCH.maxResults ? ADMIN_MESSAGES.registerSearchNote : null };
}

/** Register numbers are compared as digits only: '12 345 678 901' and '12345678901' are one ABN. */
export function normaliseAbn(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * An ABN (11 digits) or ACN (9) grouped as the register and the seeded companies write them
 * ('12 345 678 901', '004 085 616'); anything else is left as it was typed.
 */
export function formatAbnOrAcn(value: string): string {
  const digits = normaliseAbn(value);
  if (digits.length === 11) return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  if (digits.length === 9) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return value;
}

/**
 * A new company whose name was typed must match a register result on both name and ABN/ACN, so
 * companies are always real registered businesses.
 */
export function registerMatchIssues(
  company: { organisationId?: number | null; organisationName?: string | null; abnOrAcn?: string | null },
  results: readonly RegisterResult[],
): Issue[] {
  if ((company.organisationId ?? 0) > 0) return [];
  const name = (company.organisationName ?? '').trim().toLowerCase();
  const abn = normaliseAbn(company.abnOrAcn ?? '');
  const matches = results.some((r) => r.Name.trim().toLowerCase() === name && normaliseAbn(r.Abn) === abn);
  return matches ? [] : [error('organisationName', ADMIN_MESSAGES.registerMismatch)];
}
