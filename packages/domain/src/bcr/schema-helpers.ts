import { z } from 'zod';
import { ROW_STATUSES } from './codes';
import { BCR_MESSAGES, bcrMessage } from './messages';
import { digitLimitIssue, toNumberOrNull, type NumericLimit } from './numeric';

/**
 * zod building blocks. Schemas check shape, numbers, digit and text limits; whether a field is
 * required depends on role and row, so that lives in the section rules.
 */
/** Accepts a number, numeric text or nothing; optional in the input type so forms may omit it. */
const numericInput = z
  .union([z.number(), z.string()], { error: BCR_MESSAGES.requiredNumber })
  .nullish()
  .transform((value, ctx): number | null => {
    const n = toNumberOrNull(value);
    if (n === null || (typeof n === 'number' && Number.isFinite(n))) return n as number | null;
    ctx.issues.push({ code: 'custom', message: BCR_MESSAGES.requiredNumber, input: value });
    return z.NEVER;
  });

export const optionalNumber = numericInput;

export function limitedNumber(limit: NumericLimit) {
  return numericInput.superRefine((value, ctx) => {
    const message = value === null ? null : digitLimitIssue(value, limit);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Ids of select lists arrive as numbers or numeric strings. */
export const optionalId = numericInput.refine((v) => v === null || Number.isInteger(v), BCR_MESSAGES.requiredNumber);

export const optionalText = (max?: number) => {
  const base = z.string().trim();
  return (max === undefined ? base : base.max(max, bcrMessage.maxCharacters(max))).nullish().transform((v) => v ?? null);
};

/** ISO date (yyyy-mm-dd, optionally a timestamp) or nothing. */
export const optionalDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true }), z.literal('')])
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null));

/** Every row entity carries status, sequence and formAId (spec 2 section 3). */
export const rowBaseShape = {
  status: z.enum(ROW_STATUSES).default('new'),
  sequence: z.number().int().nullish(),
  formAId: z.number().int().nullish(),
};
