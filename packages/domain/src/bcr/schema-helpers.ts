import { z } from 'zod';
import { ROW_STATUSES } from './codes';
import { BCR_MESSAGES, bcrMessage } from './messages';
import { digitLimitIssue, toNumberOrNull, type NumericLimit } from './numeric';

/**
 * zod building blocks. Schemas check shape, numbers, digit and text limits; whether a field is
 * required depends on role and row, so that lives in the section rules.
 */
const numberOrNull = z.number({ error: BCR_MESSAGES.requiredNumber }).nullable();

export const optionalNumber = z.preprocess(toNumberOrNull, numberOrNull);

export function limitedNumber(limit: NumericLimit) {
  return z.preprocess(
    toNumberOrNull,
    numberOrNull.superRefine((value, ctx) => {
      const message = value === null ? null : digitLimitIssue(value, limit);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** Ids of select lists arrive as numbers or numeric strings. */
export const optionalId = z.preprocess(toNumberOrNull, z.number().int().nullable());

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
