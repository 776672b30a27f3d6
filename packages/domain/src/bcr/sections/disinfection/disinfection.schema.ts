import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalDate, optionalText, rowBaseShape } from '../../schema-helpers';

export const disinfectionRowSchema = z.object({
  ...rowBaseShape,
  disinfectionOnCompletionId: z.number().int().nullish(),
  chemicalsUsed: optionalText(),
  quantityApplied: limitedNumber(DIGIT_LIMITS.disinfection.quantityApplied),
  methodOfApplication: optionalText(),
  /** Hydstra only. */
  treatmentDate: optionalDate,
});
export type DisinfectionRow = z.output<typeof disinfectionRowSchema>;
