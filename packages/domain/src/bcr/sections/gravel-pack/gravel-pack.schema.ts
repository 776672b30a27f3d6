import { z } from 'zod';
import { QUANTITY_UNITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, rowBaseShape } from '../../schema-helpers';
import { nullishToNull } from '../../wire-schema';

const L = DIGIT_LIMITS.gravelPack;

export const gravelPackRowSchema = z.object({
  ...rowBaseShape,
  gravelPackId: z.number().int().nullish(),
  gravelTypeId: optionalId,
  gravelGradeId: optionalId,
  bentoniteGroutSealId: optionalId,
  grainSizeFrom: limitedNumber(L.grainSize),
  grainSizeTo: limitedNumber(L.grainSize),
  depthFrom: limitedNumber(L.depth),
  depthTo: limitedNumber(L.depth),
  quantity: limitedNumber(L.quantity),
  quantityUOM: nullishToNull(z.enum(QUANTITY_UNITS)),
  insdiam: limitedNumber(L.diameter),
  outdiam: limitedNumber(L.diameter),
});
export type GravelPackRow = z.output<typeof gravelPackRowSchema>;
