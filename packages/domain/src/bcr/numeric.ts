import { RULE_MESSAGES } from './rule-messages';

/** Most inputs keep at most 2 decimals (spec 2 section 9). */
export const DEFAULT_DECIMALS = 2;

export interface NumericLimit {
  /** Digits before the decimal point. */
  digits: number;
  decimals?: number;
  /** Casing "From" may be negative (above surface level). */
  allowNegative?: boolean;
}

/**
 * Cleans what a user typed into a numeric input: digits only (one point, a leading minus where
 * allowed), leading zeros removed, decimals and integer digits cut to the limit.
 */
export function cleanNumericInput(raw: string, limit: NumericLimit): string {
  const decimals = limit.decimals ?? DEFAULT_DECIMALS;
  const negative = limit.allowNegative === true && raw.trimStart().startsWith('-');
  const kept = raw.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  let intPart = point === -1 ? kept : kept.slice(0, point);
  let fraction = point === -1 ? null : kept.slice(point + 1).replace(/\./g, '');
  intPart = intPart.replace(/^0+(?=\d)/, '').slice(0, limit.digits);
  if (fraction !== null) {
    fraction = fraction.slice(0, decimals);
    if (intPart === '') intPart = '0';
  }
  const body = fraction === null || decimals === 0 ? intPart : `${intPart}.${fraction}`;
  return negative ? `-${body}` : body;
}

/** '' / null / undefined mean "no value"; numeric text becomes a number; anything else is kept to fail. */
export function toNumberOrNull(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** The first limit a number breaks, or null. */
export function digitLimitIssue(value: number, limit: NumericLimit): string | null {
  if (value < 0 && limit.allowNegative !== true) return RULE_MESSAGES.negativeNotAllowed;
  const magnitude = Math.abs(value);
  // A whole number (most depths and counts) has no decimals: only its digits are counted, without the
  // text this function otherwise splits (every number of a report is judged on each read and save).
  if (Number.isInteger(magnitude) && magnitude < 1e21) return magnitude < 10 ** limit.digits ? null : RULE_MESSAGES.tooManyDigits(limit.digits);
  // Counted on the shortest text of the number, which has no leading zeros but the one of "0.5".
  const text = magnitude.toString();
  const dot = text.indexOf('.');
  if ((dot < 0 ? text.length : dot) > limit.digits) return RULE_MESSAGES.tooManyDigits(limit.digits);
  const decimals = limit.decimals ?? DEFAULT_DECIMALS;
  if (dot >= 0 && text.length - dot - 1 > decimals) return RULE_MESSAGES.tooManyDecimals(decimals);
  return null;
}

/** Rounds to 2 decimals for calculated values (thickness, cumulative yield, fills). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
