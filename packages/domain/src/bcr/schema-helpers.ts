import { z } from 'zod';
import { MINUTE_OPTIONS } from '../common/dates';
import { DEFAULT_MINUTES, ROW_STATUSES } from './codes';
import { BCR_MESSAGES, bcrMessage } from './messages';
import { digitLimitIssue, toNumberOrNull, type NumericLimit } from './numeric';
import { CANNOT, withReader, type Reader } from '../common/stored-read';
import { nullishOr, nullishToNull, withWire } from './wire-schema';

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

/** A stored number or null reads as itself (stored-read.ts); numeric text and the rest go through zod. */
const readNumber: Reader = (value) => (value === null ? null : typeof value === 'number' && Number.isFinite(value) ? value : CANNOT);

export const optionalNumber = withReader(withWire(numericInput, z.number().nullable()), readNumber);

export function limitedNumber(limit: NumericLimit) {
  return withReader(
    withWire(
      numericInput.superRefine((value, ctx) => {
        const message = value === null ? null : digitLimitIssue(value, limit);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      z.number().nullable(),
    ),
    (value) => {
      const n = readNumber(value);
      return typeof n === 'number' && digitLimitIssue(n, limit) !== null ? CANNOT : n;
    },
  );
}

/** Ids of select lists arrive as numbers or numeric strings. */
export const optionalId = withReader(
  withWire(
    numericInput.refine((v) => v === null || Number.isInteger(v), BCR_MESSAGES.requiredNumber),
    z.number().int().nullable(),
  ),
  (value) => {
    const n = readNumber(value);
    return typeof n === 'number' && !Number.isInteger(n) ? CANNOT : n;
  },
);

export const optionalText = (max?: number) => {
  const base = z.string().trim();
  const limited = max === undefined ? base : base.max(max, bcrMessage.maxCharacters(max));
  return withReader(
    withWire(
      limited.nullish().transform((v) => v ?? null),
      (max === undefined ? z.string() : z.string().max(max)).nullable(),
    ),
    // Stored text reads as itself when trimming would not change it and it is within the limit.
    (value) => (value === null ? null : typeof value === 'string' && value.trim() === value && (max === undefined || value.length <= max) ? value : CANNOT),
  );
};

const isoDay = z.iso.date();

/** ISO date (yyyy-mm-dd, optionally a timestamp) or nothing. */
export const optionalDate = withReader(
  withWire(
    z
      .union([isoDay, z.iso.datetime({ offset: true, local: true }), z.literal('')], { error: BCR_MESSAGES.invalidDate })
      .nullish()
      .transform((v) => (v ? v.slice(0, 10) : null)),
    isoDay.nullable(),
  ),
  // A stored day (yyyy-mm-dd, as zod's own pattern checks it) reads as itself; timestamps and '' go through zod.
  (value) => (value === null ? null : typeof value === 'string' && isoDay._zod.def.pattern?.test(value) === true ? value : CANNOT),
);

/** Every row entity carries status, sequence and formAId (spec 2 section 3). */
export const rowBaseShape = {
  status: z.enum(ROW_STATUSES).default('new'),
  sequence: z.number().int().nullish(),
  formAId: z.number().int().nullish(),
};

/** A minute option, '00' to '59'. */
export const minuteValue = z.string().refine((v) => MINUTE_OPTIONS.includes(v));
/** Minute selects default to '00'. */
export const minutesSchema = nullishOr(minuteValue, DEFAULT_MINUTES);
/** Mandatory minutes stay blank until chosen, so the rule can see them missing. */
export const optionalMinutes = nullishToNull(minuteValue);
