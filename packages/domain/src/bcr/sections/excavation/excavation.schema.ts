import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, rowBaseShape } from '../../schema-helpers';

const L = DIGIT_LIMITS.excavation;

export const excavationRowSchema = z.object({
  ...rowBaseShape,
  excavationDetailsId: z.number().int().nullish(),
  excavationOrLining: optionalId,
  drillingMethod: optionalId,
  boreShapeType: optionalId,
  depth: limitedNumber(L.excavationDepth),
  length: limitedNumber(L.dimension),
  width: limitedNumber(L.dimension),
  diameter: limitedNumber(L.dimension),
  material: optionalId,
  from: limitedNumber(L.excavationDepth),
  to: limitedNumber(L.excavationDepth),
});
export type ExcavationRow = z.output<typeof excavationRowSchema>;
