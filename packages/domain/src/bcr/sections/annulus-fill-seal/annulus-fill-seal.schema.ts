import { z } from 'zod';
import { QUANTITY_UNITS, TEXT_LIMITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';
import { nullishToNull } from '../../wire-schema';

const L = DIGIT_LIMITS.annulus;

export const annulusFillSealRowSchema = z.object({
  ...rowBaseShape,
  annulusFillSealId: z.number().int().nullish(),
  fillType: optionalId,
  from: limitedNumber(L.depth),
  to: limitedNumber(L.depth),
  groutMixComposition: optionalText(TEXT_LIMITS.groutMixComposition),
  sequence: z.number().int().nullish(),
  methodOfPlacement: optionalId,
  quantity: limitedNumber(L.quantity),
  quantityUOM: nullishToNull(z.enum(QUANTITY_UNITS)),
  insdiam: limitedNumber(L.diameter),
  outdiam: limitedNumber(L.diameter),
});
export type AnnulusFillSealRow = z.output<typeof annulusFillSealRowSchema>;
