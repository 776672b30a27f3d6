import { z } from 'zod';
import { TEXT_LIMITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, minutesSchema, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';

const L = DIGIT_LIMITS.boreDevelopment;

export const boreDevelopmentRowSchema = z.object({
  ...rowBaseShape,
  boreDevelopmentId: z.number().int().nullish(),
  boreDevelopmentMethod: optionalId,
  durationHour: limitedNumber(L.durationHour),
  durationMin: minutesSchema,
  sandContent: limitedNumber(L.sandContent),
  details: optionalText(),
});
export type BoreDevelopmentRow = z.output<typeof boreDevelopmentRowSchema>;

/** Chemical used and its name are shared by all rows. */
export const boreDevelopmentSchema = z.object({
  chemicalUsed: optionalId,
  name: optionalText(TEXT_LIMITS.boreDevelopmentName),
  rows: z.array(boreDevelopmentRowSchema).default([]),
});
export type BoreDevelopment = z.output<typeof boreDevelopmentSchema>;
